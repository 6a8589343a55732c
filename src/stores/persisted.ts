/**
 * A localStorage-backed atom whose stored text is untrusted input: every read (page load, another
 * tab's change) goes through `parse`, and anything it rejects becomes the fallback.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

export interface PersistedAtom<T> {
  readonly store: WritableAtom<T>;
  readonly key: string;
  /** Back to the fallback, with the key removed from storage. */
  readonly reset: () => void;
}

/**
 * @param parse returns the value or `undefined` to reject it.
 * @param json true for objects (JSON text), false for plain strings stored as is.
 */
export function persistedAtom<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
  json: boolean,
): PersistedAtom<T> {
  const store = persistentAtom<T>(key, fallback, {
    encode: (value) => (value === fallback ? undefined : json ? JSON.stringify(value) : String(value)),
    decode: (text) => parse(json ? parseJson(text) : text) ?? fallback,
  });
  return { store, key, reset: () => store.set(fallback) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
