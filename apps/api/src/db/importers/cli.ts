import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { LaBonneAlternanceApiError } from '../../connectors/la-bonne-alternance/jobs-client';
import { DatabaseOpenError } from '../database';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import { downloadDataFiles } from './download';
import { filesToDownload } from './download-sources';
import { runRecorded } from './import-runs';
import type { ImportReport } from './importer';
import { terminalProgress } from './progress';
import { findImporter, importers } from './registry';

const DOWNLOAD_FLAG = '--telecharger';

/**
 * `npm run import -- <nom>… | all [--telecharger]` : loads open data from DECLIC_DATA_DIR into
 * the database; with --telecharger, first fetches the files from the mirror at DECLIC_DATA_URL.
 */
async function main(args: string[]): Promise<void> {
  const download = args.includes(DOWNLOAD_FLAG);
  const names = args.filter((arg) => arg !== DOWNLOAD_FLAG);
  if (names.length === 0 || names.includes('--help')) {
    console.log(`Usage : npm run import -- <nom>… | all [${DOWNLOAD_FLAG}]\n`);
    for (const importer of importers) console.log(`  ${importer.name.padEnd(14)} ${importer.description}`);
    return;
  }
  const selected = names.includes('all')
    ? importers
    : names.map((name) => findImporter(name) ?? unknown(name));
  const config = loadConfig(process.env);
  const dataDir = download
    ? await downloadSources(
        selected.map((importer) => importer.name),
        config.dataDir,
      )
    : config.openDataDir;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    for (const importer of selected) {
      const started = Date.now();
      const report = await runRecorded(
        importer,
        { database, dataDir, progress: terminalProgress() },
        { via: 'cli', staffId: null },
      );
      printReport(importer.name, report, Date.now() - started);
    }
  } finally {
    await database.close();
  }
}

/** Fetches the selected importers' files into <DATA_DIR>/sources and returns that folder. */
async function downloadSources(names: string[], appDataDir: string): Promise<string> {
  const baseUrl = process.env.DECLIC_DATA_URL;
  if (!baseUrl) {
    throw new ConfigError(
      `${DOWNLOAD_FLAG} demande DECLIC_DATA_URL : l’adresse d’un miroir des données ouvertes organisé comme shared/data.`,
    );
  }
  const targetDir = path.resolve(appDataDir, 'sources');
  await downloadDataFiles({
    baseUrl,
    targetDir,
    files: filesToDownload(names),
    onFile: (file, outcome) => console.log(`↓ ${file} : ${outcome}`),
  });
  return targetDir;
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
  for (const note of report.notes ?? []) console.log(`   ${note}`);
  for (const rejection of report.rejected) {
    console.log(`   – ${rejection.count} × ${rejection.reason} (ex. ${rejection.examples.join(' ; ')})`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof LaBonneAlternanceApiError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
