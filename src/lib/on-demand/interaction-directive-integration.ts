/**
 * Registers the `client:interaction` directive (interaction-directive.ts): an island hydrated at
 * the shopper's first interaction with it.
 */
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export function interactionDirectiveIntegration(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: new URL('./interaction-directive.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
