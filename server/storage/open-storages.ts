/**
 * The shop's two storages from its configuration: media and documents (served under /storage) and
 * personal files (refund bank statements, served only through their routes with the order's
 * token). A folder each by default; with S3, two prefixes of one private bucket.
 */
import { createFsStorage } from './fs-storage.ts';
import { createS3Storage, s3ClientOf } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { STORAGE_KEY_PREFIXES, type StorageEnv } from './storage-env.ts';

export interface ShopStorages {
  storage: Storage;
  privateStorage: Storage;
  /** Where the files go, for the start-up log. */
  description: string;
}

export function openStorages(env: StorageEnv): ShopStorages {
  if (env.kind === 'fs') {
    return {
      storage: createFsStorage(env.dir),
      privateStorage: createFsStorage(env.privateDir),
      description: `files in ${env.dir} and ${env.privateDir}`,
    };
  }
  const client = s3ClientOf(env.s3);
  const { bucket } = env.s3;
  return {
    storage: createS3Storage({ client, bucket, prefix: STORAGE_KEY_PREFIXES.public }),
    privateStorage: createS3Storage({ client, bucket, prefix: STORAGE_KEY_PREFIXES.private }),
    description: `files in the S3 bucket ${bucket}${env.s3.endpoint ? ` at ${env.s3.endpoint}` : ` (${env.s3.region})`}`,
  };
}
