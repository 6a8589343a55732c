/**
 * What every Storage promises the shop, run against the local folder and against S3 (a real
 * S3-protocol server started here): bytes and content type back as stored, null for what is not
 * there, a path rule no request can leave, a whole file replaced at once, and the public and
 * personal storages of one deployment never seeing each other's files.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { openStorages, type ShopStorages } from './open-storages.ts';
import { createS3Storage, s3ClientOf } from './s3-storage.ts';
import { STORAGE_KEY_PREFIXES, type StorageEnv } from './storage-env.ts';

interface Backend {
  name: 'fs' | 's3';
  open(): Promise<{ env: StorageEnv; close(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'fs',
    async open() {
      const parent = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      const env: StorageEnv = {
        kind: 'fs',
        dir: join(parent, 'storage'),
        privateDir: join(parent, 'private'),
      };
      return { env, close: () => rm(parent, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const server: TestS3Server = await startTestS3Server();
      return { env: { kind: 's3', s3: server.env }, close: () => server.close() };
    },
  },
];

const pdf = new TextEncoder().encode('%PDF-1.7 extras');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe.each(backends)('storage contract ($name)', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  let shop: ShopStorages;

  beforeAll(async () => {
    opened = await backend.open();
    shop = openStorages(opened.env);
  });
  afterAll(() => opened.close());

  it('reads back the bytes and the content type it stored, in nested folders', async () => {
    await shop.storage.put('docs/cars/RL-1001/fisa.pdf', pdf, 'application/pdf');
    await shop.storage.put('cars/RL-1001/profile.svg', svg, 'image/svg+xml');
    expect(await shop.storage.get('docs/cars/RL-1001/fisa.pdf')).toEqual({
      bytes: pdf,
      contentType: 'application/pdf',
    });
    expect(await shop.storage.get('cars/RL-1001/profile.svg')).toEqual({
      bytes: svg,
      contentType: 'image/svg+xml',
    });
  });

  it.each(['missing.svg', 'docs', 'docs/cars', 'docs/cars/RL-1001/fisa.pdf/inner'])(
    'answers null for %s',
    async (path) => {
      await shop.storage.put('docs/cars/RL-1001/fisa.pdf', pdf, 'application/pdf');
      expect(await shop.storage.get(path)).toBeNull();
    },
  );

  it.each(['../secret.txt', 'docs/../../secret.txt', '/etc/passwd', '..%2Fsecret.txt', ''])(
    'refuses a path that could leave its root: %j',
    async (path) => {
      await expect(shop.storage.get(path)).rejects.toThrow(/Unsafe storage path/);
      await expect(shop.storage.put(path, pdf, 'application/pdf')).rejects.toThrow(/Unsafe storage path/);
    },
  );

  it('replaces a file whole; concurrent writers leave one of their versions, never a mix', async () => {
    const versions = Array.from({ length: 8 }, (_, n) => new Uint8Array(64 * 1024).fill(n + 1));
    await Promise.all(versions.map((bytes) => shop.storage.put('docs/many.pdf', bytes, 'application/pdf')));
    const stored = await shop.storage.get('docs/many.pdf');
    expect(stored?.bytes.byteLength).toBe(64 * 1024);
    const first = stored?.bytes[0] ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(stored?.bytes.every((byte) => byte === first)).toBe(true);
  });

  it('deletes a file (an erased person’s upload); deleting a missing one is no error', async () => {
    await shop.privateStorage.put('refunds/R-9/statement.pdf', pdf, 'application/pdf');
    await shop.privateStorage.delete('refunds/R-9/statement.pdf');
    expect(await shop.privateStorage.get('refunds/R-9/statement.pdf')).toBeNull();
    await expect(shop.privateStorage.delete('refunds/R-9/statement.pdf')).resolves.toBeUndefined();
    await expect(shop.privateStorage.delete('../escape.pdf')).rejects.toThrow(/Unsafe storage path/);
  });

  it('keeps personal files apart from the public ones under the same name', async () => {
    await shop.privateStorage.put('refunds/R-1/statement.pdf', pdf, 'application/pdf');
    expect(await shop.storage.get('refunds/R-1/statement.pdf')).toBeNull();
    expect((await shop.privateStorage.get('refunds/R-1/statement.pdf'))?.bytes).toEqual(pdf);
  });

  it('is shared: a second opening of the same configuration (another process) reads what the first wrote', async () => {
    await shop.privateStorage.put('refunds/R-2/statement.pdf', pdf, 'application/pdf');
    const other = openStorages(opened.env);
    expect(await other.privateStorage.get('refunds/R-2/statement.pdf')).toEqual({
      bytes: pdf,
      contentType: 'application/pdf',
    });
  });
});

describe('S3 storage: the bucket stays private', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(() => server.close());

  it('stores under the two prefixes, signed and with no ACL that would make an object public', async () => {
    const client = s3ClientOf(server.env);
    const sent: Record<string, string>[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    const storage = createS3Storage({
      client,
      bucket: server.env.bucket,
      prefix: STORAGE_KEY_PREFIXES.private,
    });
    await storage.put('refunds/R-3/statement.pdf', pdf, 'application/pdf');
    const object = await client.send(
      new GetObjectCommand({ Bucket: server.env.bucket, Key: 'private/refunds/R-3/statement.pdf' }),
    );
    expect(await object.Body?.transformToByteArray()).toEqual(pdf);
    expect(sent[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    expect(Object.keys(sent[0] ?? {}).filter((name) => name.toLowerCase() === 'x-amz-acl')).toEqual([]);
  });

  it('fails loudly, not as a missing file, when the keys are wrong', async () => {
    const shop = openStorages({ kind: 's3', s3: { ...server.env, secretAccessKey: 'wrong' } });
    await expect(shop.storage.get('docs/anything.pdf')).rejects.toThrow();
  });
});
