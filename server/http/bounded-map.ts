/**
 * Stores `value` under `key` as the newest entry of `map`, dropping the oldest entry when `map`
 * already holds `maxEntries`: the bound of every in-process memory keyed by what strangers send.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  if (map.size >= maxEntries) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
