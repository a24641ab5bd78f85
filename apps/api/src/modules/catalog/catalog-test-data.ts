import { placeKey } from '@declic/domain';
import type { TestApp, TestUser } from '../../../test/helper';
import {
  emptyFormation,
  FORMATION_COLUMNS,
  type FormationRecord,
  formationValues,
} from '../../db/catalog/formation-record';
import { OFFRE_COLUMNS, type OffreRecord, offreValues } from '../../db/catalog/offre-record';
import { refreshVocabulary } from '../../db/catalog/vocabulary';
import { batchUpsert } from '../../db/importers/batch-upsert';

/** Test builders for the catalogue: a few real places, formations, offers, levels, analyses. */

export async function seedPlaces(t: TestApp): Promise<void> {
  const regions = [
    ['11', 'Île-de-France'],
    ['75', 'Nouvelle-Aquitaine'],
    ['84', 'Auvergne-Rhône-Alpes'],
  ];
  const departements = [
    ['33', '75', 'Gironde'],
    ['69', '84', 'Rhône'],
    ['75', '11', 'Paris'],
    ['93', '11', 'Seine-Saint-Denis'],
  ];
  await batchUpsert(
    t.database,
    { table: 'geo_regions', columns: ['code', 'nom', 'nom_recherche'], conflict: ['code'] },
    regions.map(([code, nom]) => [code, nom, placeKey(nom!)]),
  );
  await batchUpsert(
    t.database,
    {
      table: 'geo_departements',
      columns: ['code', 'code_region', 'nom', 'nom_recherche'],
      conflict: ['code'],
    },
    departements.map(([code, region, nom]) => [code, region, nom, placeKey(nom!)]),
  );
  const communes = [
    ['COM', '69123', '69', 'Lyon'],
    ['COM', '27377', '27', 'Lyons-la-Forêt'],
    ['COM', '33063', '33', 'Bordeaux'],
    ['COM', '75056', '75', 'Paris'],
    ['ARM', '75105', '75', 'Paris 5e Arrondissement'],
  ];
  await batchUpsert(
    t.database,
    {
      table: 'geo_communes',
      columns: ['type', 'code', 'code_departement', 'nom', 'nom_recherche'],
      conflict: ['type', 'code'],
    },
    communes.map(([type, code, departement, nom]) => [type, code, departement, nom, placeKey(nom!)]),
  );
}

let counter = 0;

export async function aFormation(t: TestApp, name: string, overrides: Partial<FormationRecord> = {}) {
  counter += 1;
  const record = { ...emptyFormation('test', `f${counter}`, [name]), ...overrides };
  await batchUpsert(
    t.database,
    { table: 'catalog_formations', columns: [...FORMATION_COLUMNS], conflict: ['source', 'source_id'] },
    [formationValues(record)],
  );
  await refreshVocabulary(t.database, 'formations');
}

export async function anOffre(t: TestApp, intitule: string, overrides: Partial<OffreRecord> = {}) {
  counter += 1;
  const record = {
    ...Object.fromEntries(OFFRE_COLUMNS.map((column) => [column, null])),
    id: `T${String(counter).padStart(6, '0')}`,
    source: 'test',
    intitule,
    alternance: false,
    competences: [],
    date_creation: new Date(Date.UTC(2025, 0, 1) + counter * 60_000).toISOString(),
    ...overrides,
  } as OffreRecord;
  await batchUpsert(t.database, { table: 'catalog_offres', columns: [...OFFRE_COLUMNS], conflict: ['id'] }, [
    offreValues(record),
  ]);
  await refreshVocabulary(t.database, 'offres');
  return record.id as string;
}

export async function recommendJobs(
  t: TestApp,
  user: TestUser,
  jobs: { title: string; skills?: string[] }[],
) {
  await t.database.query(
    `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', $2)`,
    [user.id, JSON.stringify({ jobRecommendations: jobs.map((job) => ({ skills: [], ...job })) })],
  );
}

/** A ROME fiche, enough for matching a catalogue to one job (job cards link with ?metier=). */
export async function aMetier(t: TestApp, codeRome: string, libelle: string, keySkills: string[] = []) {
  await t.database.query(
    `INSERT INTO rome_metiers (code_rome, libelle, riasec_majeur, code_domaine, key_skills, source)
     VALUES ($1, $2, 'S', $3, $4, 'demo') ON CONFLICT (code_rome) DO NOTHING`,
    [codeRome, libelle, codeRome.slice(0, 3), JSON.stringify(keySkills)],
  );
}

/** GET an API path as a user, with a query string: the status and the JSON answer. */
export async function getAs(t: TestApp, user: TestUser, url: string, query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url, query, headers: user.headers });
  return { status: response.statusCode, body: response.json() };
}
