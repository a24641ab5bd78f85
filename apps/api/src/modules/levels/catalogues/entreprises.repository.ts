import type { CatalogueChoice, EntrepriseProche } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

/**
 * A company's code: the département, its folded name (24 characters at most, readable) and a
 * hash of the whole folded name ('33-atelier-pixel-5d41a8'), so one company in one département
 * keeps one code across imports, and the code fits a pick answer (40 characters).
 */
const COMPANY_CODE = `code_departement || '-' || rtrim(left(replace(declic_fold(entreprise_nom), ' ', '-'), 24), '-')
  || '-' || left(md5(declic_fold(entreprise_nom)), 6)`;

/**
 * An offer that names the company where the job is: a named employer, and not a temp agency's
 * offer (contract MIS), whose name is the agency's, not the workplace's.
 */
const NAMES_WORKPLACE = `entreprise_nom IS NOT NULL AND declic_fold(entreprise_nom) <> ''
  AND type_contrat IS DISTINCT FROM 'MIS'`;

interface CompanyRow extends Record<string, unknown> {
  code: string;
  name: string;
  offers: number;
  matching: number;
  lieu: string | null;
  latitude: number | null;
  longitude: number | null;
  titles: string[];
}

/**
 * The companies that posted job offers in a département (temp agencies' offers left out), at
 * most `limit`: those with offers
 * for the given ROME codes first (most such offers first), then by number of offers. Name,
 * city and coordinates come from the company's latest offer that has coordinates (else its
 * latest); the sample titles are distinct, the given métiers' first.
 */
export async function companiesInDepartement(
  database: DatabaseHandle,
  departementCode: string,
  { romeCodes = [], limit }: { romeCodes?: string[]; limit: number },
): Promise<EntrepriseProche[]> {
  const rows = await database.query<CompanyRow>(
    `WITH offers AS (
       SELECT ${COMPANY_CODE} AS code, id, entreprise_nom, intitule, lieu_travail_libelle,
              lieu_travail_latitude, lieu_travail_longitude, date_creation,
              coalesce(rome_code = ANY($2::text[]), false) AS matches
         FROM catalog_offres
        WHERE code_departement = $1 AND ${NAMES_WORKPLACE}
     ), counts AS (
       SELECT code, count(*)::int AS offers, (count(*) FILTER (WHERE matches))::int AS matching
         FROM offers GROUP BY code
     ), latest AS (
       SELECT DISTINCT ON (code) code, entreprise_nom, lieu_travail_libelle,
              lieu_travail_latitude, lieu_travail_longitude
         FROM offers
        ORDER BY code, lieu_travail_latitude IS NULL, date_creation DESC, id
     ), titles AS (
       SELECT code, intitule,
              row_number() OVER (PARTITION BY code ORDER BY matches DESC, date_creation DESC, id) AS n
         FROM (SELECT DISTINCT ON (code, intitule) code, intitule, matches, date_creation, id
                 FROM offers
                ORDER BY code, intitule, matches DESC, date_creation DESC, id) AS distinct_titles
     )
     SELECT c.code, l.entreprise_nom AS name, c.offers, c.matching, l.lieu_travail_libelle AS lieu,
            l.lieu_travail_latitude AS latitude, l.lieu_travail_longitude AS longitude,
            ARRAY(SELECT t.intitule FROM titles t WHERE t.code = c.code AND t.n <= 3 ORDER BY t.n) AS titles
       FROM counts c JOIN latest l ON l.code = c.code
      ORDER BY c.matching > 0 DESC, c.matching DESC, c.offers DESC, lower(l.entreprise_nom), c.code
      LIMIT $3`,
    [departementCode, romeCodes, limit],
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    offersCount: row.offers,
    matchingOffersCount: row.matching,
    sampleOfferTitles: row.titles,
    city: cityOf(row.lieu),
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** "33 - Bordeaux" → "Bordeaux". */
function cityOf(lieu: string | null): string | null {
  const city = lieu?.replace(/^(\d{2,3}|2[AB])\s+-\s+/, '').trim();
  return city ? city : null;
}

/** The companies among these codes that still have offers, in the asked order: a pick must exist. */
export async function findCompanies(database: DatabaseHandle, codes: string[]): Promise<CatalogueChoice[]> {
  const departements = [...new Set(codes.map((code) => code.split('-')[0] ?? ''))];
  const rows = await database.query<{ code: string; name: string }>(
    `SELECT DISTINCT ON (code) code, name
       FROM (SELECT ${COMPANY_CODE} AS code, entreprise_nom AS name, date_creation, id
               FROM catalog_offres
              WHERE code_departement = ANY($2::text[]) AND ${NAMES_WORKPLACE}) AS offers
      WHERE code = ANY($1::text[])
      ORDER BY code, date_creation DESC, id`,
    [codes, departements],
  );
  return codes.flatMap((code) => {
    const row = rows.find((candidate) => candidate.code === code);
    return row ? [{ code: row.code, label: row.name }] : [];
  });
}
