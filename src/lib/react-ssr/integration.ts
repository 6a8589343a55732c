/**
 * @astrojs/react with the server half of its renderer replaced by string-renderer.ts: the same
 * integration (Vite's React plugin, the client half that hydrates the islands, the options), only
 * the module that renders an island on the server differs.
 */
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

type SetupHook = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

export function reactIslands(): AstroIntegration {
  const upstream = react();
  const setup = upstream.hooks['astro:config:setup'];
  if (setup === undefined) throw new Error('@astrojs/react no longer registers its renderer at config setup');
  const withStringRenderer: SetupHook = (options) =>
    setup({
      ...options,
      addRenderer: (renderer) =>
        options.addRenderer({
          ...renderer,
          serverEntrypoint: new URL('./string-renderer.ts', import.meta.url).pathname,
        }),
    });
  return { ...upstream, hooks: { ...upstream.hooks, 'astro:config:setup': withStringRenderer } };
}
