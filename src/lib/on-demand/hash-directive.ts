/**
 * `client:hash={{ hashes: ['#vizionare'] }}`: the island hydrates only when a visitor asks for it —
 * one of its hashes in the address on load or later, a click on a link to one, or (with `outbox`)
 * a submission an earlier visit left unsent (hash-request.ts). Astro inlines this directive in the
 * page, so a page whose islands all wait requests no JS at all until then. Registered by
 * `hashDirectiveIntegration`; tests/e2e/js-budget.spec.ts leaves such islands out of the budget.
 */
import type { ClientDirective } from 'astro';
import { type HashRequest, waitForHashRequest } from './hash-request.ts';

const hashDirective: ClientDirective = (load, options) => {
  // Astro types the value as a string, but hands over the attribute's value as written (an object
  // here; the client:hash declaration in hash-directive-integration.ts types it).
  waitForHashRequest(window, options.value as unknown as HashRequest, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default hashDirective;
