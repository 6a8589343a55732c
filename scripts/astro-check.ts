/**
 * `astro check` (type-checks the .astro files, which `tsc` does not read) run against TypeScript 6.
 * The project compiles with TypeScript 7, whose npm package ships no JavaScript compiler API, and
 * both `astro check` (it refuses TypeScript 7) and `@astrojs/check` (it loads that API through the
 * Astro language server) need it. So this script resolves `typescript` to the `typescript-6`
 * package for @astrojs/check and the language server only, generates Astro's types as
 * `astro check` does (`astro sync`, unless ASTRO_TYPES_SYNCED=1 says they are), then runs @astrojs/check's own checker with the command-line
 * flags given (for example `--minimumFailingSeverity hint`). Exit code 1 when it fails.
 * Drop it for plain `astro check` once Astro checks .astro files with TypeScript 7.
 */
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromAstroTools = context.parentURL?.includes('/node_modules/@astrojs/') ?? false;
    return nextResolve(specifier === 'typescript' && fromAstroTools ? 'typescript-6' : specifier, context);
  },
});

// scripts/test.sh generates the types before it starts tsc beside this check (tsc reads
// .astro/types.d.ts, which a sync here would rewrite while tsc reads it): it says so.
if (process.env.ASTRO_TYPES_SYNCED !== '1') {
  const { sync } = await import('astro');
  await sync({ root, logLevel: 'warn' });
}

const { check, parseArgsAsCheckConfig } = await import('@astrojs/check');
const failed = await check({ ...parseArgsAsCheckConfig(process.argv), root });
process.exit(failed ? 1 : 0);
