import {
  FORMATION_MIN_SCORE,
  type JobFormation,
  type JobOffer,
  keepRecommended,
  recommendationWords,
  trainingPathScorer,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { findFormationsByIds, recommendationCandidates, recommendedFormations } from '../formations';

const OFFER_SAMPLE = 3;
const OFFER_COUNT_CAP = 999;

// Shared words over the larger set (see trainingPathScorer): half the words in common.
const TRAINING_PATH_MIN_SCORE = 0.5;

/**
 * Formations whose names match the job titles (catalogue's recommended-mode score), then those
 * close to ONISEP's minimum formations for the job; the student's département first.
 */
export async function formationsForJob(
  database: DatabaseHandle,
  job: { titles: string[]; trainingPaths: string[] },
  codeDepartement: string | null,
  limit: number,
): Promise<JobFormation[]> {
  const titles = job.titles.map((title) => ({ title, skills: [] }));
  const byPath = trainingPathScorer(job.trainingPaths);
  const closeToPaths = async (filters: { codeDepartement?: string }) => {
    const words = recommendationWords(
      job.trainingPaths.map((title) => ({ title, skills: [] })),
      'formation',
    );
    if (words.length === 0) return [];
    const rows = await recommendationCandidates(database, filters, words);
    return keepRecommended(rows, (row) => byPath([row.names]), TRAINING_PATH_MIN_SCORE);
  };
  const ids: string[] = [];
  for (const filters of codeDepartement ? [{ codeDepartement }, {}] : [{}]) {
    const ranked = [
      ...(await recommendedFormations(database, filters, titles, FORMATION_MIN_SCORE)),
      ...(await closeToPaths(filters)),
    ];
    ids.push(...ranked.map(({ item }) => item.id));
    if (new Set(ids).size >= limit * 3) break;
  }
  return distinctFormations(database, [...new Set(ids)].slice(0, limit * 3), limit);
}

/** The formations in the given order, one per name and school. */
async function distinctFormations(database: DatabaseHandle, ids: string[], limit: number) {
  const rows = new Map((await findFormationsByIds(database, ids)).map((row) => [row.id, row]));
  const seen = new Set<string>();
  const formations: JobFormation[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    const name = row?.nm[0];
    const key = `${name}|${row?.etab_nom}`;
    if (!row || !name || seen.has(key)) continue;
    seen.add(key);
    const place = [row.etab_nom, row.commune].filter(Boolean).join(', ');
    formations.push({ name, place: place || null, url: row.fiche ?? row.etab_url ?? null });
    if (formations.length === limit) break;
  }
  return formations;
}

/** How many offers of the catalogue carry the ROME code (in the département when given), and the newest few. */
export async function offersForJob(
  database: DatabaseHandle,
  romeCode: string,
  codeDepartement: string | null,
): Promise<{ count: number; sample: JobOffer[] }> {
  const params: unknown[] = [romeCode];
  let where = 'rome_code = $1';
  if (codeDepartement) {
    params.push(codeDepartement);
    where += ' AND code_departement = $2';
  }
  const [counted] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM catalog_offres WHERE ${where} LIMIT ${OFFER_COUNT_CAP + 1}) m`,
    params,
  );
  const rows = await database.query<{
    intitule: string;
    lieu_travail_libelle: string | null;
    entreprise_nom: string | null;
    type_contrat_libelle: string | null;
    origine_offre_url_origine: string | null;
  }>(
    `SELECT intitule, lieu_travail_libelle, entreprise_nom, type_contrat_libelle, origine_offre_url_origine
       FROM catalog_offres WHERE ${where} ORDER BY date_creation DESC, id DESC LIMIT ${OFFER_SAMPLE}`,
    params,
  );
  return {
    count: counted?.n ?? 0,
    sample: rows.map((row) => ({
      title: row.intitule,
      place: row.lieu_travail_libelle,
      company: row.entreprise_nom,
      contract: row.type_contrat_libelle,
      url: row.origine_offre_url_origine,
    })),
  };
}
