import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { DatabaseOpenError } from '../database';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import type { ImportReport } from './importer';
import { terminalProgress } from './progress';
import { findImporter, importers } from './registry';

/** `npm run import -- <nom>… | all` : loads open data from DECLIC_DATA_DIR into the database. */
async function main(names: string[]): Promise<void> {
  if (names.length === 0 || names.includes('--help')) {
    console.log('Usage : npm run import -- <nom>… | all\n');
    for (const importer of importers) console.log(`  ${importer.name.padEnd(14)} ${importer.description}`);
    return;
  }
  const selected = names.includes('all')
    ? importers
    : names.map((name) => findImporter(name) ?? unknown(name));
  const config = loadConfig(process.env);
  const dataDir = path.resolve(process.env.DECLIC_DATA_DIR ?? '../shared/data');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    for (const importer of selected) {
      const started = Date.now();
      const report = await importer.run({ database, dataDir, progress: terminalProgress() });
      printReport(importer.name, report, Date.now() - started);
    }
  } finally {
    await database.close();
  }
}

function unknown(name: string): never {
  throw new ConfigError(
    `Importeur inconnu : « ${name} ». Lancez « npm run import -- --help » pour la liste.`,
  );
}

function printReport(name: string, report: ImportReport, ms: number): void {
  const rejected = report.rejected.reduce((sum, r) => sum + r.count, 0);
  console.log(
    `✔ ${name} : ${report.read} lus, ${report.imported} importés ou mis à jour, ${rejected} rejetés (${(ms / 1000).toFixed(1)} s)`,
  );
  for (const rejection of report.rejected) {
    console.log(`   – ${rejection.count} × ${rejection.reason} (ex. ${rejection.examples.join(' ; ')})`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseOpenError ? error.message : error);
  process.exit(1);
});
