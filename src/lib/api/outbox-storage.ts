/**
 * Where the form outbox keeps submissions the server has not accepted yet. Apart from the queue so
 * the contact directive, inlined in every page, can tell whether a sender must load without
 * carrying the sender itself.
 */
export const OUTBOX_STORAGE_KEY = 'outbox';

export function hasUnsentSubmissions(storage: Pick<Storage, 'getItem'>, key = OUTBOX_STORAGE_KEY): boolean {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) && parsed.length > 0;
  } catch {
    // Blocked storage or a corrupt value: the queue itself treats both as empty.
    return false;
  }
}
