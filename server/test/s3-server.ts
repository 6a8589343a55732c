/**
 * A real S3-protocol server for tests (@20minutes/s3rver, objects in a scratch folder), on a free
 * loopback port, with one bucket made: what the shop's S3 storage speaks to in production, minus
 * AWS. Every test that needs one starts its own and closes it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Env } from '../storage/storage-env.ts';

export interface TestS3Server {
  env: S3Env;
  close(): Promise<void>;
}

/** s3rver checks signatures against its own fixed key pair. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3Server(bucket = 'shop-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: { bucket, region: 'eu-central-1', endpoint: `http://127.0.0.1:${port}`, ...S3RVER_KEYS },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
