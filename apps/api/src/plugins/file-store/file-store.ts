/** A stored file: its bytes and the type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live, shared by every API instance: the database by default, an
 * S3-compatible bucket when one is configured. Keys are paths such as `share-images/<name>.png`.
 */
export interface FileStore {
  /** 'base' or 's3', for the logs and the readiness answer. */
  readonly kind: 'base' | 's3';
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}
