import { describe, expect, it } from 'vitest';
import { type AstroPatch, PATCHES_OFF_VARIABLE, patchesOff } from './astro-patches.ts';

describe('patchesOff', () => {
  it.each<[string | undefined, AstroPatch[]]>([
    [undefined, []],
    ['', []],
    ['csp-digest', ['csp-digest']],
    [' react-string , direct-writer,', ['react-string', 'direct-writer']],
  ])('ASTRO_PATCHES_OFF=%j → %j', (value, expected) => {
    expect([...patchesOff({ [PATCHES_OFF_VARIABLE]: value })]).toEqual(expected);
  });

  it('refuses a name it does not know', () => {
    expect(() => patchesOff({ [PATCHES_OFF_VARIABLE]: 'csp-digests' })).toThrow(
      '"csp-digests" is not one of',
    );
  });
});
