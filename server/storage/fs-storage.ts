/**
 * Storage in a local folder. Files are written to a temporary name and renamed into place, so a
 * reader never sees half a file even when two requests generate the same picture at once. The
 * content type comes back from the extension, which is how the route names files anyway.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-type.ts';
import { safeStoragePath } from './safe-path.ts';
import type { Storage, StoredFile } from './storage.ts';

export function createFsStorage(rootDir: string): Storage {
  const root = resolve(rootDir);

  /** Defence in depth: callers pass checked paths, but the folder boundary is enforced here too. */
  function locate(path: string): string {
    const checked = safeStoragePath(path);
    const full = checked === null ? null : resolve(root, checked);
    if (full === null || !full.startsWith(root + sep)) throw new Error(`Unsafe storage path: ${path}`);
    return full;
  }

  return {
    async get(path: string): Promise<StoredFile | null> {
      try {
        const bytes = await readFile(locate(path));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOf(path) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async put(path: string, bytes: Uint8Array): Promise<void> {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      const temporary = `${full}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, full);
    },
    async delete(path: string): Promise<void> {
      await rm(locate(path), { force: true });
    },
  };
}
