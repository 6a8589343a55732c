/**
 * Where media and documents live. The embedded server keeps them in a folder; a deployment can put
 * object storage behind the same interface. Paths are relative and already checked with
 * `safeStoragePath` by callers that take them from a request.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface Storage {
  get(path: string): Promise<StoredFile | null>;
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file (an erased person's upload); a missing file is no error. */
  delete(path: string): Promise<void>;
}

/** Makes a missing file on demand (car pictures, PDFs); null when it knows no such file. */
export type MediaGenerator = (path: string) => Promise<StoredFile | null>;
