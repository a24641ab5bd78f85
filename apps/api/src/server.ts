import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseOpenError } from './db/database';
import { openDatabase } from './db/open-database';
import { terminalLogStream } from './plugins/terminal-log';

/** Starts Déclic: configuration, database, HTTP. Known start-up failures print one French line. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // JSON for machines (production, CI, a pipe); lines a person reads at a terminal.
  const logStream = process.stdout.isTTY ? terminalLogStream(process.stdout) : undefined;
  const app = await buildApp({ config, database, serveWeb: true, logStream });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu : arrêt propre du serveur.`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Déclic est prêt sur ${config.publicUrl} (base ${database.kind}).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
    console.error(error.message);
  } else {
    console.error('Échec du démarrage de Déclic :', error);
  }
  process.exit(1);
});
