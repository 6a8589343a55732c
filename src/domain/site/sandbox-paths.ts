/**
 * URLs of the sandboxes on the embedded server. The integrator mounts the routes at these paths;
 * the pages and the widget link to each other through them.
 *
 * Payment: GET widget.js; GET form?token=&origin= (card form, framed); POST charge (form fields
 * token, origin, number, expiry, cvc); POST challenge (token, origin, decision=approve|refuse).
 * Identification: GET {uuid} (the page for the current state); POST {uuid} (field action);
 * GET {uuid}/contract.pdf.
 */
export const sandboxPaths = {
  widget: '/sandbox/payment/widget.js',
  form: '/sandbox/payment/form',
  charge: '/sandbox/payment/charge',
  challenge: '/sandbox/payment/challenge',
  identification: (uuid: string) => `/sandbox/identification/${encodeURIComponent(uuid)}`,
  contractPdf: (uuid: string) => `/sandbox/identification/${encodeURIComponent(uuid)}/contract.pdf`,
} as const;

/**
 * The shop origin a framed page may post its result to. Only a bare http(s) origin is accepted,
 * so the value can be embedded in a page and used as postMessage's targetOrigin.
 * @example parseOrigin('https://shop.ro') // 'https://shop.ro'; parseOrigin('https://shop.ro/x') // null
 */
export function parseOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}
