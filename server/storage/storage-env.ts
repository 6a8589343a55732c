/**
 * The file-storage part of the environment (read by server/env.ts): a local folder by default, or
 * S3-compatible object storage when S3_BUCKET is set, with its region and the standard
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. Half a configuration is refused at start-up: a shop
 * that silently wrote to its own disk while its siblings read the bucket would lose refunds.
 */
import * as v from 'valibot';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')));

export const STORAGE_ENV_ENTRIES = {
  STORAGE_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'data/storage'),
  PRIVATE_STORAGE_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'data/private'),
  /** Bucket names: 3–63 lower-case letters, digits, dots and dashes (S3's rule). */
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (lower-case letters, digits, . and -)',
      ),
    ),
  ),
  /** Another provider's endpoint (MinIO, R2, Ceph…); unset, AWS's own for S3_REGION. */
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'must be an http:// or https:// URL',
      ),
    ),
  ),
  S3_REGION: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as eu-central-1')),
  ),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
};

type StorageRaw = v.InferOutput<v.ObjectSchema<typeof STORAGE_ENV_ENTRIES, undefined>>;

export interface S3Env {
  bucket: string;
  region: string;
  /** Unset: AWS. Set: path-style addressing, which every S3-compatible server accepts. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
}

export type StorageEnv =
  | { kind: 'fs'; dir: string; privateDir: string }
  /** Public files under `storage/`, personal ones under `private/` (STORAGE_KEY_PREFIXES). */
  | { kind: 's3'; s3: S3Env };

/** Where the two storages keep their files in a bucket: one bucket, never public as a whole. */
export const STORAGE_KEY_PREFIXES = { public: 'storage/', private: 'private/' } as const;

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/** The storage settings, or the lines naming what is wrong. */
export function storageEnv(raw: StorageRaw): { storage: StorageEnv; problems: string[] } {
  const problems: string[] = [];
  const fs: StorageEnv = { kind: 'fs', dir: raw.STORAGE_DIR, privateDir: raw.PRIVATE_STORAGE_DIR };
  if (!raw.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION'] as const) {
      if (raw[name]) problems.push(`  ${name}: set without S3_BUCKET; set S3_BUCKET too, or remove it`);
    }
    return { storage: fs, problems };
  }
  const needed = {
    S3_REGION: raw.S3_REGION,
    AWS_ACCESS_KEY_ID: raw.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: raw.AWS_SECRET_ACCESS_KEY,
  };
  for (const [name, value] of Object.entries(needed)) {
    if (!value) problems.push(`  ${name}: required with S3_BUCKET`);
  }
  return {
    storage: {
      kind: 's3',
      s3: {
        bucket: raw.S3_BUCKET,
        region: raw.S3_REGION ?? '',
        endpoint: raw.S3_ENDPOINT,
        accessKeyId: raw.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: raw.AWS_SECRET_ACCESS_KEY ?? '',
      },
    },
    problems,
  };
}

/**
 * Live mode's storage rule: bank statements and the keys that reach them travel over TLS, unless
 * the object store runs on this machine.
 */
export function liveStorageProblems(raw: StorageRaw): string[] {
  if (!raw.S3_BUCKET || !raw.S3_ENDPOINT) return [];
  const url = new URL(raw.S3_ENDPOINT);
  if (url.protocol === 'https:' || LOOPBACK.test(url.hostname)) return [];
  return ['  S3_ENDPOINT: live mode needs an https:// endpoint (bank statements travel to it)'];
}
