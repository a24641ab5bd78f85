import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { databaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

export type { FileStore, StoredFile } from './file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** The store the configuration names: the database's unless S3-compatible storage is set. */
export function openFileStore(config: Pick<AppConfig, 's3'>, database: Queryable): FileStore {
  return config.s3 ? s3FileStore(config.s3) : databaseFileStore(database);
}

/** Decorates `app.files`, the store every route that keeps a file writes to. */
export function registerFileStore(app: FastifyInstance): void {
  app.decorate('files', openFileStore(app.config, app.database));
}
