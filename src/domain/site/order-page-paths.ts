/**
 * The customer's own order page: `/comanda/{token}`, the token being the order's secret link
 * (client_orders.access_token, 64 hex characters), sent in every order e-mail. The server answers
 * every such path with the /comanda/ shell (rewrite table); the island reads the token from it.
 */
export const ORDER_PAGE = '/comanda/';
export const ORDER_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** orderPageUrl('https://shop.ro', 'ab12…') === 'https://shop.ro/comanda/ab12…' */
export function orderPageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${ORDER_PAGE}${token}`;
}

/** '/comanda/ab12…' → 'ab12…'; anything else → null. */
export function orderTokenFromPath(pathname: string): string | null {
  const match = /^\/comanda\/([^/]+)\/?$/.exec(pathname);
  const token = match?.[1] ?? '';
  return ORDER_TOKEN_PATTERN.test(token) ? token : null;
}
