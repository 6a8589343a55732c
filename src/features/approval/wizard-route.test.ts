import { describe, expect, it } from 'vitest';
import { parseWizardPath, wizardPath } from './wizard-route.ts';

const UUID = '5b8e11aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('parseWizardPath', () => {
  it.each([
    ['/aprobare/credit/1', { kind: 'step', pkg: 'credit', step: 1, uuid: null }],
    [`/aprobare/leasing/3/${UUID}`, { kind: 'step', pkg: 'leasing', step: 3, uuid: UUID }],
    [`/aprobare/carSubscription/2/${UUID}/`, { kind: 'step', pkg: 'carSubscription', step: 2, uuid: UUID }],
    [`/aprobare/${UUID}`, { kind: 'order', uuid: UUID }],
    [`/aprobare/abonament/1/${UUID}`, { kind: 'step', pkg: 'carSubscription', step: 1, uuid: UUID }],
    ['/aprobare/abonament/1', { kind: 'step', pkg: 'carSubscription', step: 1, uuid: null }],
    [`/aprobare/abonament/9/${UUID}`, { kind: 'order', uuid: UUID }],
    ['/aprobare/toString/1', { kind: 'invalid' }],
    [`/aprobare/credit/9/${UUID}`, { kind: 'order', uuid: UUID }],
    ['/aprobare/credit/x', { kind: 'step', pkg: 'credit', step: 1, uuid: null }],
    ['/aprobare', { kind: 'invalid' }],
    ['/plata/credit/1', { kind: 'invalid' }],
    ['/aprobare/credit/2/not-a-uuid', { kind: 'step', pkg: 'credit', step: 2, uuid: null }],
  ])('%s', (path, expected) => {
    expect(parseWizardPath(path)).toEqual(expected);
  });

  it('round-trips the paths it builds', () => {
    expect(parseWizardPath(wizardPath('leasing', 4, UUID))).toEqual({
      kind: 'step',
      pkg: 'leasing',
      step: 4,
      uuid: UUID,
    });
    expect(wizardPath('credit', 1, null)).toBe('/aprobare/credit/1');
  });
});
