import { formatNumber } from '@declic/domain';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import { type Importer, type ImportReport, RejectionLog } from './importer';
import { type CfaFigures, INSERJEUNES_FILE, INSERJEUNES_SOURCE, readLatestPerCfa } from './inserjeunes-cfa';
import { readDataFile } from './read-data-file';

const CFA_COLUMNS = [
  'uai',
  'libelle',
  'region',
  'millesimes',
  'taux_emploi_6_mois',
  'taux_emploi_12_mois',
  'taux_poursuite_etudes',
  'taux_emploi_6_mois_attendu',
  'valeur_ajoutee_emploi_6_mois',
  'source',
];

const cfaValues = (cfa: CfaFigures) => [
  cfa.uai,
  cfa.libelle,
  cfa.region,
  cfa.millesimes,
  cfa.tauxEmploi6Mois,
  cfa.tauxEmploi12Mois,
  cfa.tauxPoursuiteEtudes,
  cfa.tauxEmploi6MoisAttendu,
  cfa.valeurAjouteeEmploi6Mois,
  INSERJEUNES_SOURCE,
];

async function writeCfas(database: DatabaseHandle, cfas: CfaFigures[]): Promise<number> {
  const changed = await batchUpsert(
    database,
    { table: 'inserjeunes_cfa', columns: CFA_COLUMNS, conflict: ['uai'] },
    cfas.map(cfaValues),
  );
  const [removed] = await database.query<{ n: number }>(
    `WITH removed AS (DELETE FROM inserjeunes_cfa WHERE NOT (uai = ANY($1::text[])) RETURNING 1)
     SELECT count(*)::int AS n FROM removed`,
    [cfas.map((cfa) => cfa.uai)],
  );
  return changed + (removed?.n ?? 0);
}

/**
 * Copies each CFA's figures, in the item's shape (devenirApprentisSchema), onto the catalogue
 * formations whose school has the CFA's UAI; clears them where the school is no longer a CFA
 * with figures. The demo's invented schools are left alone. Returns the rows changed.
 */
async function copyOntoFormations(database: DatabaseHandle): Promise<number> {
  const [changed] = await database.query<{ n: number }>(
    `WITH figures AS (
       SELECT uai, jsonb_build_object(
           'millesimes', millesimes,
           'emploi_6_mois', taux_emploi_6_mois,
           'emploi_12_mois', taux_emploi_12_mois,
           'poursuite_etudes', taux_poursuite_etudes,
           'emploi_6_mois_attendu', taux_emploi_6_mois_attendu,
           'valeur_ajoutee', valeur_ajoutee_emploi_6_mois,
           'source', source) AS devenir
         FROM inserjeunes_cfa
        WHERE num_nonnulls(taux_emploi_6_mois, taux_emploi_12_mois, taux_poursuite_etudes,
                           taux_emploi_6_mois_attendu) > 0
     ), wanted AS (
       SELECT f.id, d.devenir
         FROM catalog_formations f LEFT JOIN figures d ON d.uai = f.etab_uai
        WHERE f.source <> 'demo'
     ), updated AS (
       UPDATE catalog_formations f SET devenir_apprentis = w.devenir
         FROM wanted w
        WHERE f.id = w.id AND f.devenir_apprentis IS DISTINCT FROM w.devenir
       RETURNING 1
     ) SELECT count(*)::int AS n FROM updated`,
  );
  return changed?.n ?? 0;
}

/** How many CFA share their UAI with catalogue formations, with and without figures. */
async function countMatches(database: DatabaseHandle) {
  const [counts] = await database.query<{ cfas: number; formations: number; silent: number }>(
    `SELECT count(DISTINCT f.etab_uai) FILTER (WHERE f.devenir_apprentis IS NOT NULL)::int AS cfas,
            count(*) FILTER (WHERE f.devenir_apprentis IS NOT NULL)::int AS formations,
            count(DISTINCT f.etab_uai) FILTER (WHERE f.devenir_apprentis IS NULL)::int AS silent
       FROM catalog_formations f JOIN inserjeunes_cfa c ON c.uai = f.etab_uai
      WHERE f.source <> 'demo'`,
  );
  return counts ?? { cfas: 0, formations: 0, silent: 0 };
}

const withFigures = (cfa: CfaFigures) =>
  [cfa.tauxEmploi6Mois, cfa.tauxEmploi12Mois, cfa.tauxPoursuiteEtudes, cfa.tauxEmploi6MoisAttendu].some(
    (rate) => rate !== null,
  );

/**
 * What becomes of apprentices, per CFA (InserJeunes): each CFA's latest cumulated years, then
 * its figures put on the catalogue formations of the same UAI (catalogue card, levels 18 and 38).
 */
export const inserjeunesImporter: Importer = {
  name: 'inserjeunes',
  description: 'Devenir des apprentis par CFA (InserJeunes), reliés aux formations du catalogue',
  dependsOn: ['formations'],
  async run({ database, dataDir, progress }): Promise<ImportReport> {
    const rejections = new RejectionLog();
    const { read, cfas } = readLatestPerCfa(readDataFile(dataDir, INSERJEUNES_FILE), rejections);
    progress.start('Devenir des apprentis', cfas.length);
    const imported = (await writeCfas(database, cfas)) + (await copyOntoFormations(database));
    progress.done();
    const matches = await countMatches(database);
    const n = formatNumber;
    return {
      read,
      imported,
      rejected: rejections.list(),
      notes: [
        `CFA lus (leurs dernières années cumulées) : ${n(cfas.length)}, dont ${n(cfas.filter(withFigures).length)} avec des chiffres publiés`,
        `Reliés au catalogue par l’UAI : ${n(matches.cfas)} CFA, ${n(matches.formations)} formations ; CFA du catalogue sans chiffre publié : ${n(matches.silent)}`,
      ],
    };
  },
};
