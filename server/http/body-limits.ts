/**
 * Every route that reads a body has a limit that fits its largest valid body with margin; the
 * limit applies before the body is buffered (Content-Length first, then counted while streaming),
 * so a 100 MB field is a 413 instead of server memory. A valid text character costs at most 6
 * bytes in JSON (`\u0001`), so the figures below are "characters the schema allows × 6" rounded up.
 * `server/http/body-limits.test.ts` sends the largest valid bodies and checks they fit.
 */
import { MAX_UPLOAD_BYTES } from '../../src/lib/validation/file.ts';

const KB = 1024;

export const BODY_LIMITS = {
  /** Flat lead forms (stock alert, other credit type, viewing, newsletter, delivery): ~10 fields of ≤ 200 characters. */
  form: 16 * KB,
  /** The contact form: a message of up to 2,000 characters beside the name and e-mail. */
  contact: 32 * KB,
  /** Order steps: up to ~40 answers and three lists of at most 20 rows each. */
  order: 64 * KB,
  /** The rebuild webhook's `{"kind":"cars"}` and the sandbox's card and consent forms. */
  small: 4 * KB,
  /** A payment provider's notification: one event object (Stripe's are a few KB). */
  providerEvent: 256 * KB,
  /** Admin edits: a static page's 500,000-character HTML, 2-3 bytes per character in UTF-8. */
  admin: 2 * KB * KB,
  /** The refund form: the text fields and multipart framing beside a statement of up to 10 MB. */
  refund: MAX_UPLOAD_BYTES + 64 * KB,
} as const;
