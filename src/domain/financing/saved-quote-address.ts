/**
 * Where a saved quote meets the car page's address (issue 37): the query key of the e-mail's link
 * and the hash of the form. Apart from saved-quote.ts so the panels' first load carries only these.
 */

/** The query key of the car page's address that names a saved quote: ?oferta=<token>. */
export const SAVED_QUOTE_PARAM = 'oferta';

/** The car page's hash that opens the "Trimite-mi oferta" form. */
export const SEND_QUOTE_HASH = '#trimite-oferta';
