/**
 * The two identifier shapes the site and the server share, written once: an order's code (a UUID,
 * any case, as the API and the links carry it) and a car's SKU (the admin's product code, the
 * key of every car URL and API path).
 * The consent banner's ids take the UUID shape without the `i` flag (site/consent.ts): it checks
 * only ids it generated itself, in lower case.
 */

/** An order code: a UUID, upper or lower case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A car's SKU: upper-case letters, digits and dashes, at most 64 characters. */
export const SKU_PATTERN = /^[A-Z0-9-]{1,64}$/;
