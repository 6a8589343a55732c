/** A Storage kept in a Map, for tests that need to see what the app stored. */
import type { Storage, StoredFile } from '../storage/storage.ts';

export interface MemoryStorage extends Storage {
  readonly files: Map<string, StoredFile>;
}

export function createMemoryStorage(initial: Record<string, StoredFile> = {}): MemoryStorage {
  const files = new Map(Object.entries(initial));
  return {
    files,
    async get(path) {
      return files.get(path) ?? null;
    },
    async put(path, bytes, contentType) {
      files.set(path, { bytes, contentType });
    },
    async delete(path) {
      files.delete(path);
    },
  };
}
