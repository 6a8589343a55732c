/**
 * The secret of an order's page (/comanda/{token}): 32 random bytes in hex, the shape
 * ORDER_TOKEN_PATTERN accepts. New orders get it here, before they are stored, so their first
 * e-mail can carry the link; the column's database default (two v4 uuids' hex, the same length and
 * alphabet) gave one to the orders that existed before the page did.
 */
import { randomBytes } from 'node:crypto';

export const newAccessToken = (): string => randomBytes(32).toString('hex');
