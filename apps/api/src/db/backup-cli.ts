import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, backup, restore } from './backup';
import { DatabaseOpenError } from './database';

const USAGE = `Usage :
  npm run backup -- <dossier>                 sauvegarde la base (DATA_DIR ou DATABASE_URL) et les fichiers envoyés
  npm run restore -- <dossier> [--remplacer]  remet une sauvegarde en place (base embarquée : serveur arrêté)`;

/** `npm run backup` / `npm run restore`: builds only the configuration, not the server. */
async function main(): Promise<void> {
  const [command, folder, ...flags] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = path.resolve(folder);
  if (command === 'backup') {
    const manifest = await backup(target, where);
    console.log(
      `Sauvegarde ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'de la base embarquée'} écrite dans ${where} (migration ${manifest.migration}).`,
    );
  } else {
    const manifest = await restore(target, where, { replace: flags.includes('--remplacer') });
    console.log(`Sauvegarde du ${manifest.createdAt} remise en place (migration ${manifest.migration}).`);
  }
}

main().catch((error: Error) => {
  const known = error instanceof BackupError || error instanceof DatabaseOpenError;
  console.error(known ? error.message : `Échec : ${error.message}`);
  process.exit(1);
});
