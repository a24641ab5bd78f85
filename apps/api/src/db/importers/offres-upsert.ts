import { franceTravailOffreSchema } from '../../connectors/france-travail/offre-schema';
import {
  OFFRE_COLUMNS,
  type OffreRecord,
  offreRecordFromFranceTravail,
  offreValues,
} from '../catalog/offre-record';
import { refreshVocabulary } from '../catalog/vocabulary';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import type { RejectionLog } from './importer';
import type { Progress } from './progress';

const REASONS: Record<string, string> = {
  id: 'identifiant absent',
  intitule: 'intitulé absent',
  dateCreation: 'date de création absente ou invalide',
};

/** Raw France Travail offers → catalogue rows; refused offers are logged with their reason. */
export function toOffreRecords(raw: unknown[], source: string, rejections: RejectionLog): OffreRecord[] {
  const records: OffreRecord[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const parsed = franceTravailOffreSchema.safeParse(item);
    const example = JSON.stringify((item as { id?: unknown })?.id ?? item).slice(0, 60);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      rejections.add(REASONS[field] ?? 'offre illisible', example);
    } else if (seen.has(parsed.data.id)) {
      rejections.add('offre en double (même identifiant)', example);
    } else {
      seen.add(parsed.data.id);
      records.push(offreRecordFromFranceTravail(parsed.data, source));
    }
  }
  return records;
}

export async function upsertOffres(database: DatabaseHandle, records: OffreRecord[], progress: Progress) {
  progress.start('Offres', records.length);
  const changed = await batchUpsert(
    database,
    { table: 'catalog_offres', columns: [...OFFRE_COLUMNS], conflict: ['id'] },
    records.map(offreValues),
    (n) => progress.tick(n),
  );
  progress.done();
  await database.query("DELETE FROM catalog_offres WHERE source = 'demo'");
  return changed;
}

/** After offers changed: the vocabulary spelling corrections rely on. */
export async function finishOffresImport(database: DatabaseHandle): Promise<void> {
  await refreshVocabulary(database, 'offres');
  // Fresh statistics: the planner picks between the date order and the search index on them; a
  // fresh visibility map lets the bounded counts read the indexes alone.
  await database.exec('VACUUM ANALYZE catalog_offres');
}
