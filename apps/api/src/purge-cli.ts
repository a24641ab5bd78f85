import path from 'node:path';
import pino from 'pino';
import { accountErasersOf } from './account-erasers';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { purgeInactiveAccounts } from './modules/privacy';
import { openFileStore } from './plugins/file-store';
import { createMailer } from './plugins/mail';

/**
 * `npm run purge:inactive`: one pass of the retention policy now (the server also runs it daily).
 * Builds only what the purge needs — the database, the mailer, the erasers — not the whole server.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: pino({ level: config.logLevel }),
  });
  try {
    await migrate(database);
    const report = await purgeInactiveAccounts(
      { database, mailer, config, accountErasers: accountErasersOf(openFileStore(config, database)) },
      new Date(),
    );
    console.log(
      `Purge des comptes inactifs : ${report.warned} compte(s) prévenu(s), ${report.deleted} compte(s) supprimé(s).`,
    );
  } finally {
    await mailer.flush();
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`Échec de la purge : ${error.message}`);
  process.exit(1);
});
