import { ConfigError, loadConfig } from '../../config';
import { DatabaseOpenError } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { HttpError } from '../../plugins/errors';
import { FigureCommandError } from '../figures';
import { COMMANDS, FIGURE_COMMANDS, runAdminCommand, USAGE, UsageError } from './admin.commands';

/**
 * `npm run admin -- <commande>`: on DATABASE_URL, or on the embedded database of DATA_DIR
 * when the server is stopped (its lock says so otherwise). The command line is checked before
 * the database is opened.
 */
async function main(args: string[]): Promise<void> {
  const [name] = args;
  if (!name || name === '--help' || !(COMMANDS[name] || FIGURE_COMMANDS.includes(name))) {
    if (name && name !== '--help') throw new UsageError(`Commande inconnue : « ${name} ».\n\n${USAGE}`);
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    console.log(await runAdminCommand(database, args));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof FigureCommandError ||
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof HttpError;
  console.error(known ? (error as Error).message : error);
  process.exit(error instanceof UsageError || error instanceof FigureCommandError ? 2 : 1);
});
