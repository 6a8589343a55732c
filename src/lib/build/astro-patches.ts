/**
 * ASTRO_PATCHES_OFF=name[,name…] builds the site without some of our patches of Astro's internals,
 * so what each still gains can be measured beside a build with all of them, e.g. after an Astro
 * upgrade (README, "Performance budget"). The shop never sets it. An unknown name throws: a typo
 * must not measure the patched build against itself.
 */
export const ASTRO_PATCHES = ['csp-digest', 'react-string', 'direct-writer'] as const;
export type AstroPatch = (typeof ASTRO_PATCHES)[number];

export const PATCHES_OFF_VARIABLE = 'ASTRO_PATCHES_OFF';

/** The patches ASTRO_PATCHES_OFF turns off (none when unset). */
export function patchesOff(env: Readonly<Record<string, string | undefined>>): ReadonlySet<AstroPatch> {
  const names = (env[PATCHES_OFF_VARIABLE] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names)
    if (!(ASTRO_PATCHES as readonly string[]).includes(name))
      throw new Error(`${PATCHES_OFF_VARIABLE}: "${name}" is not one of ${ASTRO_PATCHES.join(', ')}`);
  return new Set(names as AstroPatch[]);
}
