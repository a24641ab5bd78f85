import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDataDirLock } from './data-dir-lock';
import { type DatabaseHandle, DatabaseOpenError } from './database';
import { pglitePrepared } from './pglite-prepared';
import { preparedStatements } from './prepared-statements';

/**
 * Opens the embedded PostgreSQL (PGlite). `dataDir` undefined means in memory (tests).
 * A data directory is never created over something that is not one of ours. A new one starts
 * from `newFolderImage` when given (a snapshot of a migrated empty database) instead of initdb.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; newFolderImage?: string } = {},
): Promise<DatabaseHandle> {
  let release = () => {};
  let pgDir: string | undefined;
  let loadDataDir = options.loadDataDir;
  if (dataDir) {
    pgDir = path.join(dataDir, 'pgdata');
    const isNew = prepareDataDir(dataDir, pgDir);
    release = acquireDataDirLock(dataDir);
    if (isNew && !loadDataDir && options.newFolderImage)
      loadDataDir = readPgliteImage(options.newFolderImage);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: pgDir,
      loadDataDir,
      extensions: { unaccent, pg_trgm },
    });
  } catch (error) {
    release();
    throw new DatabaseOpenError(
      `Impossible d’ouvrir la base embarquée dans ${pgDir} : ${(error as Error).message}. ` +
        'Le dossier n’a pas été modifié. Restaurez une sauvegarde, ou choisissez un autre DATA_DIR.',
    );
  }
  const prepared = pglitePrepared(client, preparedStatements());
  return {
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql, params) =>
      ((await prepared(sql, params)) ?? (await client.query(sql, params)).rows) as never,
    transaction: (work) =>
      client.transaction((tx) =>
        work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never }),
      ),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** An image written by `writePgliteImage` (pglite-image.ts), as PGlite loads it into a new database. */
export function readPgliteImage(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}

/** Checks the folder; true when it holds no database yet. */
function prepareDataDir(dataDir: string, pgDir: string): boolean {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    throw new DatabaseOpenError(
      `Le dossier de données ${dataDir} n’est pas accessible en lecture et écriture (${(error as NodeJS.ErrnoException).code}). ` +
        'Vérifiez ses droits ou choisissez un autre DATA_DIR.',
    );
  }
  if (fs.existsSync(pgDir)) {
    const entries = fs.readdirSync(pgDir);
    if (entries.length > 0 && !entries.includes('PG_VERSION')) {
      throw new DatabaseOpenError(
        `Le dossier ${pgDir} existe mais ne contient pas de base PostgreSQL (PG_VERSION manquant). ` +
          'Il n’a pas été modifié. Déplacez-le ou choisissez un autre DATA_DIR.',
      );
    }
    return entries.length === 0;
  }
  return true;
}
