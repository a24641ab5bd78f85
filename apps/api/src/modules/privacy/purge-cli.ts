import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { purgeInactiveAccounts } from './inactivity-purge';

/** `npm run purge:inactive`: one pass of the retention policy now (the server also runs it daily). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const report = await purgeInactiveAccounts(app, new Date());
    console.log(
      `Purge des comptes inactifs : ${report.warned} compte(s) prévenu(s), ${report.deleted} compte(s) supprimé(s).`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`Échec de la purge : ${error.message}`);
  process.exit(1);
});
