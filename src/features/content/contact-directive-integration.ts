/**
 * Registers the `client:contact` directive (see contact-directive.ts) for the layout's contact
 * island.
 */
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:contact'?: boolean;
  }
}

export function contactDirectiveIntegration(): AstroIntegration {
  return {
    name: 'contact-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'contact',
          entrypoint: new URL('./contact-directive.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
