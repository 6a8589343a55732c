/**
 * Where the withdrawal function lives: the page, and the link the result page and the order
 * e-mails give, with the order code filled in (`?cod=`) so the customer types only the e-mail.
 */
export const WITHDRAWAL_PAGE = '/retragere-din-contract';
export const ORDER_CODE_PARAM = 'cod';

/** withdrawalPageUrl('3f2a…') === '/retragere-din-contract?cod=3f2a…' */
export function withdrawalPageUrl(orderCode: string): string {
  return `${WITHDRAWAL_PAGE}?${new URLSearchParams({ [ORDER_CODE_PARAM]: orderCode })}`;
}
