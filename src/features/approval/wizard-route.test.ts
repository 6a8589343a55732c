import { describe, expect, it } from 'vitest';
import { parseWizardPath, resumePath, wizardPath } from './wizard-route.ts';

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

describe('resumePath', () => {
  const order = { order_code: UUID, credit_type: 'carSubscription', reached_step: 5 } as const;
  it.each([
    ['not paid: the furthest step reached', 0, `/aprobare/carSubscription/5/${UUID}`],
    ['paid: the result page, not a step', 1, `/complete/${UUID}`],
  ] as const)('%s', (_case, paid, path) => {
    expect(resumePath({ ...order, paid })).toBe(path);
  });
});
