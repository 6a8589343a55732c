import { describe, expect, it } from 'vitest';
import { hasUnsentSubmissions, OUTBOX_STORAGE_KEY } from './outbox-storage.ts';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === OUTBOX_STORAGE_KEY ? value : null) };
}

describe('hasUnsentSubmissions', () => {
  it('is true only for a non-empty list', () => {
    expect(hasUnsentSubmissions(storageWith('[{"id":"a"}]'))).toBe(true);
    expect(hasUnsentSubmissions(storageWith('[]'))).toBe(false);
    expect(hasUnsentSubmissions(storageWith(null))).toBe(false);
  });

  it('treats a corrupt value or blocked storage as empty', () => {
    expect(hasUnsentSubmissions(storageWith('{"not":"a list"'))).toBe(false);
    expect(hasUnsentSubmissions(storageWith('{"id":"a"}'))).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasUnsentSubmissions(blocked)).toBe(false);
  });
});
