import { sandboxRegistry, sandboxRegistryAnswer } from './registry.ts';

describe('sandboxRegistryAnswer', () => {
  it.each([
    ['12345674', 1, false, 'active'],
    ['RO12345674', 1, false, 'active'],
    ['12345690', 1, true, 'active'],
    ['12345607', 0, false, 'inactive'],
    ['12345675', 0, false, 'invalid_cui'],
  ] as const)('%s → check1 %i, foreign %s (%s)', (cui, check1Result, foreignShareholders, reason) => {
    expect(sandboxRegistryAnswer(cui)).toEqual({ check1Result, foreignShareholders, reason });
  });

  it('answers the same through the async registry interface', async () => {
    await expect(sandboxRegistry.lookup('12345690')).resolves.toEqual(sandboxRegistryAnswer('12345690'));
  });
});
