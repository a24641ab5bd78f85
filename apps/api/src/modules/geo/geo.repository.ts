import { codeInLabel, departementCode, placeKey, regionCode, regionKey } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface GeoDepartement {
  code: string;
  nom: string;
  codeRegion: string;
  region: string | null;
}

export interface GeoIndex {
  departement(codeOrName: string): GeoDepartement | undefined;
  region(codeOrName: string): { code: string; nom: string } | undefined;
}

/** All régions and départements in memory, for importers that resolve thousands of rows. */
export async function loadGeoIndex(database: DatabaseHandle): Promise<GeoIndex> {
  const regions = await database.query<{ code: string; nom: string; nom_recherche: string }>(
    'SELECT code, nom, nom_recherche FROM geo_regions',
  );
  const departements = await database.query<{
    code: string;
    code_region: string;
    nom: string;
    nom_recherche: string;
  }>('SELECT code, code_region, nom, nom_recherche FROM geo_departements');
  const regionByCode = new Map(regions.map((r) => [r.code, { code: r.code, nom: r.nom }]));
  const regionByKey = new Map(regions.map((r) => [r.nom_recherche, { code: r.code, nom: r.nom }]));
  const byCode = new Map<string, GeoDepartement>();
  const byKey = new Map<string, GeoDepartement>();
  for (const d of departements) {
    const entry = {
      code: d.code,
      nom: d.nom,
      codeRegion: d.code_region,
      region: regionByCode.get(d.code_region)?.nom ?? null,
    };
    byCode.set(d.code, entry);
    byKey.set(d.nom_recherche, entry);
  }
  return {
    departement: (input) => {
      const code = codeInLabel(input) ?? departementCode(input);
      return code ? byCode.get(code) : byKey.get(placeKey(input));
    },
    region: (input) => {
      const code = regionCode(input);
      return code ? regionByCode.get(code) : regionByKey.get(regionKey(input));
    },
  };
}

/**
 * The département a filter names: "69", "Rhône", "69 - Rhône" or "Gironde (33)".
 * Undefined when nothing matches (the search then finds nothing rather than everything).
 */
export async function findDepartementCode(
  database: DatabaseHandle,
  input: string,
): Promise<string | undefined> {
  const code = codeInLabel(input) ?? departementCode(input);
  const rows = await database.query<{ code: string }>(
    'SELECT code FROM geo_departements WHERE code = $1 OR nom_recherche = $2 LIMIT 1',
    [code ?? '', placeKey(input)],
  );
  return rows[0]?.code ?? code;
}

/** The région a filter names: "11", "Île-de-France", "Ile de France" or "IDF". */
export async function findRegionCode(database: DatabaseHandle, input: string): Promise<string | undefined> {
  const code = regionCode(input);
  if (code) return code;
  const rows = await database.query<{ code: string }>(
    'SELECT code FROM geo_regions WHERE nom_recherche = $1',
    [regionKey(input)],
  );
  return rows[0]?.code;
}

export type GeoSuggestionRow = {
  code: string;
  label: string;
};

/** Names starting with what was typed (folded), or codes equal to it; at most 8. */
export async function suggestPlaces(
  database: DatabaseHandle,
  type: 'region' | 'departement',
  query: string,
): Promise<GeoSuggestionRow[]> {
  const table = type === 'region' ? 'geo_regions' : 'geo_departements';
  const key = type === 'region' ? regionKey(query) : placeKey(query);
  const code = type === 'region' ? regionCode(query) : departementCode(query);
  return database.query<GeoSuggestionRow>(
    `SELECT code, nom AS label FROM ${table}
      WHERE nom_recherche LIKE $1 || '%' OR nom_recherche LIKE '% ' || $1 || '%' OR code = $2
      ORDER BY (code = $2) DESC, (nom_recherche LIKE $1 || '%') DESC, nom_recherche
      LIMIT 8`,
    [key.replace(/[%_\\]/g, ''), code ?? ''],
  );
}
