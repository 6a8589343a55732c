/**
 * Storage in S3-compatible object storage (AWS S3, MinIO, R2, Ceph…), so that any number of shop
 * processes read the same files. Objects are written without an ACL: the bucket stays private and
 * files reach visitors only through the shop (`/storage/…` for media and documents, the refund
 * routes with their token for bank statements), never by a public bucket URL.
 *
 * A PUT of S3 replaces an object whole, so a reader never sees half a file (as fs-storage's
 * rename). The content type is stored with the object.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-type.ts';
import { safeStoragePath } from './safe-path.ts';
import type { Storage, StoredFile } from './storage.ts';
import type { S3Env } from './storage-env.ts';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Key prefix of this storage in the bucket (`storage/`, `private/`), ending with a slash. */
  prefix: string;
}

/** The client for `env`: path-style addressing on another provider's endpoint. */
export function s3ClientOf(env: S3Env): S3Client {
  return new S3Client({
    region: env.region,
    ...(env.endpoint ? { endpoint: env.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: env.accessKeyId, secretAccessKey: env.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers do not all take the newer
    // checksum headers, and a file's ETag is checked by the server anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing key, as AWS answers it (NoSuchKey) or as some compatible servers do (a bare 404). */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

export function createS3Storage({ client, bucket, prefix }: S3StorageOptions): Storage {
  if (!prefix.endsWith('/')) throw new Error(`An S3 storage prefix ends with a slash: ${prefix}`);

  /** The same path rule as the folder storage: no way out of this storage's prefix. */
  function keyOf(path: string): string {
    const checked = safeStoragePath(path);
    if (checked === null) throw new Error(`Unsafe storage path: ${path}`);
    return prefix + checked;
  }

  return {
    async get(path: string): Promise<StoredFile | null> {
      const key = keyOf(path);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return { bytes, contentType: answer.ContentType ?? contentTypeOf(path) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(path), Body: bytes, ContentType: contentType }),
      );
    },
    // S3 answers a delete of a missing key with success, as the interface asks.
    async delete(path: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(path) }));
    },
  };
}
