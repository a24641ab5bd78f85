import type { Queryable } from '../../db/database';
import type { FileStore, StoredFile } from './file-store';

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: one shape for callers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Files in the `stored_files` table: shared by the instances, and in every database backup. */
export function databaseFileStore(database: Queryable): FileStore {
  return {
    kind: 'base',
    async put(key, file) {
      await database.query(
        `INSERT INTO stored_files (key, content_type, bytes, byte_size) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE
           SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, byte_size = EXCLUDED.byte_size,
               created_at = now()`,
        [key, file.contentType, file.bytes, file.bytes.length],
      );
    },
    async get(key): Promise<StoredFile | null> {
      const [row] = await database.query<{ bytes: Uint8Array; content_type: string }>(
        'SELECT bytes, content_type FROM stored_files WHERE key = $1',
        [key],
      );
      return row ? { bytes: asBuffer(row.bytes), contentType: row.content_type } : null;
    },
    async remove(key) {
      await database.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
  };
}
