import path from 'node:path';
import type { DatabaseHandle } from '../database';
import { type Importer, type ImportReport, RejectionLog } from './importer';
import {
  type AccesWish,
  type CatalogueFormation,
  type DepartementsOfCity,
  type MatchFailure,
  matchWishes,
} from './parcoursup-acces-match';
import { readDataFile, requireDataFile } from './read-data-file';

/** What catalog_formations.taux_acces_source says of the rates this importer wrote. */
export const PARCOURSUP_ACCES_SOURCE = 'parcoursup_acces';

/** « parcoursup_2025_licences_but_masters_….json »: the session is the year in the name. */
export const ACCES_FILE = /^parcoursup_(\d{4})_licences_but.*\.json$/;

/** The official Parcoursup page of one wish (its g_ta_cod), the only link written to `fiche`. */
const FICHE_URL = /^https:\/\/dossierappel\.parcoursup\.fr\/\S*[?&]g_ta_cod=(\d+)/i;

const REASONS: Record<MatchFailure, string> = {
  etablissement: 'établissement absent du catalogue',
  formation: 'formation absente du catalogue dans cet établissement (nom différent, ou parcours seuls)',
  ambigu: 'plusieurs formations du catalogue possibles dans cet établissement : non attribué',
  lieu: 'la seule formation du catalogue à ce nom est dans une autre ville',
  doublon: 'deux vœux de la source pour la même formation du catalogue : aucun attribué',
};

/** One wish with its access rate (%, 0–100) and its Parcoursup page when given. */
export interface AccesRow extends AccesWish {
  tauxAcces: number;
  url: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The licences and BUT of the access-rate file (masters, entered at bac + 3, are out of
 * Parcoursup's scope), each with a rate between 0 and 100; the rest are rejections.
 */
export function readAccesRows(json: string, rejections: RejectionLog): { read: number; rows: AccesRow[] } {
  const data: unknown = JSON.parse(json);
  if (!Array.isArray(data)) throw new Error('Fichier des taux d’accès : une liste JSON est attendue.');
  const rows: AccesRow[] = [];
  for (const item of data as Record<string, unknown>[]) {
    const wish = { nom: text(item?.nom), etablissement: text(item?.etablissement), ville: text(item?.ville) };
    const example = `${wish.nom} — ${wish.etablissement} (${wish.ville})`.slice(0, 120);
    const rate = item?.taux_acces;
    if (!wish.nom || !wish.etablissement) {
      rejections.add('intitulé ou établissement absent', example);
    } else if (item.niveau_entree !== 0) {
      rejections.add('master (entrée après le bac + 3) : hors des vœux Parcoursup', example);
    } else if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100) {
      rejections.add('taux d’accès absent ou hors de 0 à 100', example);
    } else {
      const url = text(item.url);
      const code = FICHE_URL.exec(url)?.[1];
      // Two lines are one wish only with the same Parcoursup code and the same rate.
      rows.push({ ...wish, code: code ? `${code}:${rate}` : null, tauxAcces: rate, url: code ? url : null });
    }
  }
  return { read: data.length, rows };
}

async function loadCatalogue(database: DatabaseHandle): Promise<CatalogueFormation[]> {
  return database.query<CatalogueFormation>(
    `SELECT id::text AS id, nm[1] AS nm, etab_nom AS "etabNom", commune, code_departement AS "codeDepartement"
       FROM catalog_formations WHERE source <> 'demo'`,
  );
}

/** Folded town name → its départements, from the INSEE communes (empty before `import geo`). */
async function loadDepartementsOfCity(database: DatabaseHandle): Promise<DepartementsOfCity> {
  const communes = await database.query<{ nom: string; dep: string }>(
    "SELECT nom_recherche AS nom, code_departement AS dep FROM geo_communes WHERE type = 'COM' AND code_departement IS NOT NULL",
  );
  const byName = new Map<string, Set<string>>();
  for (const { nom, dep } of communes) byName.set(nom, (byName.get(nom) ?? new Set()).add(dep));
  return (city) => byName.get(city);
}

/**
 * Writes the matched rates (and the wish's page where the formation has none); counts the rows
 * that changed. Rates this source wrote on formations it no longer matches are cleared, with the
 * Parcoursup page it had put there.
 */
async function writeRates(
  database: DatabaseHandle,
  session: string,
  matched: { id: string; row: AccesRow }[],
): Promise<number> {
  const [written] = await database.query<{ n: number }>(
    `WITH incoming AS (
       SELECT * FROM unnest($1::bigint[], $2::real[], $3::text[]) AS t(id, taux, url)
     ), updated AS (
       UPDATE catalog_formations f
          SET taux_acces = i.taux, taux_acces_session = $4, taux_acces_source = $5,
              fiche = coalesce(f.fiche, i.url)
         FROM incoming i
        WHERE f.id = i.id
          AND (f.taux_acces, f.taux_acces_session, f.taux_acces_source, f.fiche)
              IS DISTINCT FROM (i.taux, $4, $5, coalesce(f.fiche, i.url))
       RETURNING 1
     ) SELECT count(*)::int AS n FROM updated`,
    [
      matched.map((m) => m.id),
      matched.map((m) => m.row.tauxAcces),
      matched.map((m) => m.row.url),
      session,
      PARCOURSUP_ACCES_SOURCE,
    ],
  );
  const [cleared] = await database.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE catalog_formations
          SET taux_acces = NULL, taux_acces_session = NULL, taux_acces_source = NULL,
              fiche = CASE WHEN fiche ~* $3 THEN NULL ELSE fiche END
        WHERE taux_acces_source = $1 AND NOT (id = ANY($2::bigint[]))
       RETURNING 1
     ) SELECT count(*)::int AS n FROM cleared`,
    [PARCOURSUP_ACCES_SOURCE, matched.map((m) => m.id), FICHE_URL.source],
  );
  return (written?.n ?? 0) + (cleared?.n ?? 0);
}

/**
 * Parcoursup access rates (level 19, « stratégie de vœux ») put on the catalogue formations they
 * belong to: same school, same name, the town to tell apart (parcoursup-acces-match.ts).
 */
export const parcoursupAccesImporter: Importer = {
  name: 'parcoursup-acces',
  description: 'Taux d’accès Parcoursup des licences et BUT, reliés aux formations du catalogue',
  dependsOn: ['formations'],
  async run({ database, dataDir, progress }): Promise<ImportReport> {
    const file = requireDataFile(dataDir, 'formations', ACCES_FILE);
    const session = ACCES_FILE.exec(path.basename(file))![1]!;
    const rejections = new RejectionLog();
    const { read, rows } = readAccesRows(readDataFile(dataDir, file), rejections);
    progress.start('Taux d’accès', rows.length);
    const outcomes = matchWishes(rows, await loadCatalogue(database), await loadDepartementsOfCity(database));
    const matched = new Map<string, AccesRow>();
    outcomes.forEach((outcome, i) => {
      const row = rows[i]!;
      if (outcome.matched) matched.set(outcome.formation.id, matched.get(outcome.formation.id) ?? row);
      else
        rejections.add(
          REASONS[outcome.reason],
          `${row.nom} — ${row.etablissement} (${row.ville})`.slice(0, 120),
        );
    });
    progress.tick(rows.length);
    const imported = await writeRates(
      database,
      session,
      [...matched].map(([id, row]) => ({ id, row })),
    );
    progress.done();
    return { read, imported, rejected: rejections.list() };
  },
};
