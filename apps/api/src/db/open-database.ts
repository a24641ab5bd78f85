import type { DatabaseHandle } from './database';
import { newDataFolderImage } from './new-data-folder';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string;
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, { newFolderImage: newDataFolderImage() });
}
