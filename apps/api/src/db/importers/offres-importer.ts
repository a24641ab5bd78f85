import { type Importer, type ImportReport, RejectionLog } from './importer';
import { finishOffresImport, toOffreRecords, upsertOffres } from './offres-upsert';
import { readDataFile, requireDataFile } from './read-data-file';

export const OFFRES_FILE_SOURCE = 'france_travail';

/** France Travail "Offres d'emploi v2" answers saved as JSON ({resultats: […]}), e.g. shared/data/offres. */
export const offresImporter: Importer = {
  name: 'offres',
  description: 'Offres d’emploi France Travail (fichier JSON au format de l’API v2)',
  async run({ database, dataDir, progress }): Promise<ImportReport> {
    const file = requireDataFile(dataDir, 'offres', /^offres_francetravail.*\.json(\.gz)?$/);
    const parsed: unknown = JSON.parse(readDataFile(dataDir, file));
    const raw = Array.isArray(parsed) ? parsed : ((parsed as { resultats?: unknown[] }).resultats ?? []);
    const rejections = new RejectionLog();
    const records = toOffreRecords(raw, OFFRES_FILE_SOURCE, rejections);
    const imported = await upsertOffres(database, records, progress);
    await finishOffresImport(database);
    return { read: raw.length, imported, rejected: rejections.list() };
  },
};
