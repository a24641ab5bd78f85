import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from './open-database';
import { openPglite } from './open-pglite';

const run = promisify(execFile);

/** Which database and files a backup covers: the configured engine, and DATA_DIR's uploads. */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupManifest {
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** The last migration the database held: a restore needs code at least this recent. */
  migration: string | null;
}

/** A backup or restore that cannot be done: the message is French and says what to do. */
export class BackupError extends Error {}

const FILES = { pglite: 'base-embarquee.tar.gz', postgres: 'base-postgresql.dump' } as const;
const MANIFEST = 'sauvegarde.json';
const UPLOADS = 'uploads';

async function lastMigration(target: BackupTarget): Promise<string | null> {
  const database = await openDatabase(target);
  try {
    const [row] = await database.query<{ latest: string | null }>(
      'SELECT max(id) AS latest FROM declic_migrations',
    );
    return row?.latest ?? null;
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup folder: the database (pg_dump's custom format for PostgreSQL, the data
 * directory's tarball for the embedded one, which must not be open elsewhere) and the uploaded
 * files (story images). The folder must be new or empty: a backup never overwrites another.
 */
export async function backup(target: BackupTarget, folder: string): Promise<BackupManifest> {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(
      `Le dossier ${folder} n’est pas vide : choisissez un dossier neuf pour la sauvegarde.`,
    );
  }
  if (!target.databaseUrl && !fs.existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(
      `Aucune base embarquée dans ${target.dataDir} : rien à sauvegarder (vérifiez DATA_DIR).`,
    );
  }
  fs.mkdirSync(folder, { recursive: true });
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  const manifest: BackupManifest = {
    engine,
    createdAt: new Date().toISOString(),
    migration: await lastMigration(target),
  };
  if (target.databaseUrl) {
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(folder, FILES.postgres)}`,
      target.databaseUrl,
    ]);
  } else {
    const database = await openPglite(target.dataDir);
    try {
      const tarball = await database.snapshot?.();
      if (!tarball) throw new BackupError('La base embarquée ne sait pas se copier.');
      fs.writeFileSync(path.join(folder, FILES.pglite), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const uploads = path.join(target.dataDir, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(folder, UPLOADS), { recursive: true });
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back: into an empty embedded data directory (or, with `replace`, over the one
 * there), or into the PostgreSQL database (its objects are dropped and recreated).
 */
export async function restore(
  target: BackupTarget,
  folder: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `Cette sauvegarde vient d’une base ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embarquée'} : restaurez-la vers le même moteur.`,
    );
  }
  if (target.databaseUrl) {
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${target.databaseUrl}`,
      path.join(folder, FILES.postgres),
    ]);
  } else {
    await restoreEmbedded(target.dataDir, path.join(folder, FILES.pglite), replace);
  }
  const uploads = path.join(folder, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target.dataDir, UPLOADS), { recursive: true });
  return manifest;
}

async function restoreEmbedded(dataDir: string, tarball: string, replace: boolean): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    if (!replace) {
      throw new BackupError(
        `${dataDir} contient déjà une base : restaurez dans un dossier neuf, ou ajoutez --remplacer pour l’écraser.`,
      );
    }
    fs.rmSync(pgdata, { recursive: true, force: true });
  }
  const database = await openPglite(dataDir, { loadDataDir: new Blob([fs.readFileSync(tarball)]) });
  await database.close();
}

function readManifest(folder: string): BackupManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${folder} n’est pas une sauvegarde de Déclic (${MANIFEST} absent ou illisible).`);
  }
}

/** pg_dump and pg_restore of the PostgreSQL client (Debian: postgresql-client). */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(`${tool} est introuvable : installez le client PostgreSQL (postgresql-client).`);
    throw new BackupError(`${tool} a échoué : ${(stderr ?? String(error)).trim()}`);
  }
}
