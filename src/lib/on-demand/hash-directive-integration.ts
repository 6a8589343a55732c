/** Registers the `client:hash` directive (see hash-directive.ts). */
import type { AstroIntegration } from 'astro';
import type { HashRequest } from './hash-request.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:hash'?: HashRequest;
  }
}

export function hashDirectiveIntegration(): AstroIntegration {
  return {
    name: 'hash-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'hash',
          entrypoint: new URL('./hash-directive.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
