/**
 * A localStorage-backed atom whose stored text is untrusted input: every read (page load, another
 * tab's change) goes through `parse`, and anything it rejects becomes the fallback.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, type WritableAtom } from 'nanostores';

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

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that forbids storage (privacy settings) throws on the first access.
    return null;
  }
}

/**
 * Like `persistedAtom`, but kept in this tab's sessionStorage: no other tab reads or writes it, and
 * it goes with the tab. For what belongs to one tab's order in progress (its terms, its form drafts),
 * which a second tab browsing other cars must not change, and personal data that must not outlive
 * the tab. The stored text is JSON, read through `parse` when the module loads and again when the
 * page comes back from the back-forward cache (another page of the tab may have written it since).
 */
export function sessionAtom<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
): PersistedAtom<T> {
  const read = (): T => {
    const text = sessionStore()?.getItem(key);
    return text == null ? fallback : (parse(parseJson(text)) ?? fallback);
  };
  const store = atom<T>(read());
  const set = store.set;
  store.set = (value: T) => {
    const storage = sessionStore();
    try {
      if (value === fallback) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    } catch {
      // A full storage keeps the value for this page only; the order itself is on the server.
    }
    set(value);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) set(read());
    });
  }
  return { store, key, reset: () => store.set(fallback) };
}
