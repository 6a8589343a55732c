import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorage } from './fs-storage.ts';

describe('createFsStorage', () => {
  let parent: string;
  let root: string;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'fs-storage-'));
    root = join(parent, 'storage');
    await writeFile(join(parent, 'secret.txt'), 'outside the root');
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('stores into nested folders and reads back bytes with the type of the extension', async () => {
    const storage = createFsStorage(root);
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    await storage.put('docs/cars/fisa.pdf', bytes, 'application/pdf');
    expect(await storage.get('docs/cars/fisa.pdf')).toEqual({ bytes, contentType: 'application/pdf' });
    expect(await readFile(join(root, 'docs/cars/fisa.pdf'), 'utf8')).toBe('%PDF-1.7 test');
    expect(await readdir(join(root, 'docs/cars'))).toEqual(['fisa.pdf']);
  });

  it.each(['missing.svg', 'docs', 'docs/cars/fisa.pdf/inner'])('answers null for %s', async (path) => {
    const storage = createFsStorage(root);
    await storage.put('docs/cars/fisa.pdf', new Uint8Array([1]), 'application/pdf');
    expect(await storage.get(path)).toBeNull();
  });

  it.each(['../secret.txt', 'docs/../../secret.txt', '/etc/passwd', '..%2Fsecret.txt'])(
    'refuses to leave the root: %s',
    async (path) => {
      const storage = createFsStorage(root);
      await expect(storage.get(path)).rejects.toThrow(/Unsafe storage path/);
      await expect(storage.put(path, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe/);
      expect(await readFile(join(parent, 'secret.txt'), 'utf8')).toBe('outside the root');
    },
  );
});
