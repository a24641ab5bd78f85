import {
  type CatalogueSource,
  isRiasecLetter,
  type MetierCandidate,
  type OnisepStudyInfo,
  type RiasecLetter,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { toCandidate } from './metier-candidate';

export interface Catalogue {
  source: CatalogueSource;
  metiers: MetierCandidate[];
}

interface MetierRow extends Record<string, unknown> {
  code_rome: string;
  code_rome_parent: string | null;
  libelle: string;
  riasec_majeur: string;
  riasec_mineur: string | null;
  code_domaine: string;
  acces_metier: string;
  key_skills: string[];
  skill_riasec: Partial<Record<RiasecLetter, number>>;
  centres_interet: Array<{ code: string; principal: boolean }>;
  source: CatalogueSource;
}

interface OnisepRow extends Record<string, unknown> {
  libelle: string;
  rome_codes: string[];
  niveau_acces_min: string | null;
  formations: Array<{ id: string; libelle: string; url?: string }>;
  url: string | null;
}

const cache = new WeakMap<DatabaseHandle, { version: string; catalogue: Catalogue }>();

/**
 * The métiers the engine ranks: the imported ROME fiches, or the demo seed while none was
 * imported, each with its ONISEP study data when known. Kept in memory until an import
 * changes the tables (checked with one cheap query).
 */
export async function loadCatalogue(database: DatabaseHandle): Promise<Catalogue> {
  const version = await catalogueVersion(database);
  const cached = cache.get(database);
  if (cached?.version === version) return cached.catalogue;
  const [{ n: real } = { n: 0 }] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rome_metiers WHERE source = 'rome'",
  );
  const source: CatalogueSource = real > 0 ? 'rome' : 'demo';
  const rows = await database.query<MetierRow>(
    `SELECT code_rome, code_rome_parent, libelle, riasec_majeur, riasec_mineur, code_domaine, acces_metier,
            key_skills, skill_riasec, centres_interet, source
       FROM rome_metiers WHERE source = $1 ORDER BY code_rome`,
    [source],
  );
  const onisep = indexOnisep(
    await database.query<OnisepRow>(
      'SELECT libelle, rome_codes, niveau_acces_min, formations, url FROM onisep_metiers',
    ),
  );
  const metiers = rows.flatMap((row) => {
    if (!isRiasecLetter(row.riasec_majeur)) return [];
    const candidate = toCandidate(
      {
        codeRome: row.code_rome,
        libelle: row.libelle,
        riasecMajeur: row.riasec_majeur,
        riasecMineur: isRiasecLetter(row.riasec_mineur) ? row.riasec_mineur : null,
        skillRiasec: row.skill_riasec,
        centresInteret: row.centres_interet,
        keySkills: row.key_skills,
        codeDomaine: row.code_domaine,
        accesMetier: row.acces_metier,
      },
      bestOnisep(row, onisep),
    );
    return [candidate];
  });
  const catalogue = { source, metiers };
  cache.set(database, { version, catalogue });
  return catalogue;
}

async function catalogueVersion(database: DatabaseHandle): Promise<string> {
  const [row] = await database.query<{ v: string }>(
    `SELECT (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM rome_metiers) || '/' ||
            (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM onisep_metiers) AS v`,
  );
  return row?.v ?? '';
}

function indexOnisep(rows: OnisepRow[]): Map<string, OnisepRow[]> {
  const byCode = new Map<string, OnisepRow[]>();
  for (const row of rows) {
    for (const code of row.rome_codes) byCode.set(code, [...(byCode.get(code) ?? []), row]);
  }
  return byCode;
}

/**
 * ONISEP fiches point to ROME v3 codes: a ROME 4.0 fiche takes the ONISEP fiche of its own
 * code, else of its parent code, choosing the one whose title shares the most words with it.
 */
function bestOnisep(row: MetierRow, byCode: Map<string, OnisepRow[]>): OnisepStudyInfo | null {
  const candidates =
    byCode.get(row.code_rome) ?? (row.code_rome_parent ? byCode.get(row.code_rome_parent) : undefined);
  if (!candidates?.length) return null;
  const words = titleWords(row.libelle);
  const best = [...candidates].sort(
    (a, b) =>
      sharedWords(words, b.libelle) - sharedWords(words, a.libelle) || a.libelle.localeCompare(b.libelle),
  )[0];
  return best
    ? {
        niveauAccesMin: best.niveau_acces_min,
        formations: best.formations.map((f) => ({ name: f.libelle, url: f.url ?? null })),
        url: best.url,
      }
    : null;
}

function titleWords(title: string): Set<string> {
  return new Set(
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 3),
  );
}

function sharedWords(words: Set<string>, title: string): number {
  let shared = 0;
  for (const word of titleWords(title)) if (words.has(word)) shared += 1;
  return shared;
}
