import { codeInLabel, departementCode, placeKey, regionCode, regionKey } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export async function findDepartementCode(
  database: DatabaseHandle,
  input: string,
): Promise<string | undefined> {
  // A code ("69", "2A", "Rhône (69)") is the answer as it is: no need to ask the database.
  const code = codeInLabel(input) ?? departementCode(input);
  if (code) return code;
  const rows = await database.query<{ code: string }>(
    'SELECT code FROM geo_departements WHERE nom_recherche = $1',
    [placeKey(input)],
  );
  return rows[0]?.code;
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
  type: 'region' | 'departement' | 'commune',
  query: string,
): Promise<GeoSuggestionRow[]> {
  if (type === 'commune') return suggestCommunes(database, query);
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

/**
 * Communes (not their arrondissements) whose name starts with what was typed, or whose INSEE
 * code or postcode-like start matches; the département is in the label, to tell homonyms apart.
 */
async function suggestCommunes(database: DatabaseHandle, query: string): Promise<GeoSuggestionRow[]> {
  const key = placeKey(query).replace(/[%_\\]/g, '');
  const code = /^(\d{5}|2[AB]\d{3})$/i.test(query.trim()) ? query.trim().toUpperCase() : '';
  return database.query<GeoSuggestionRow>(
    `SELECT code, nom || ' (' || coalesce(code_departement, '') || ')' AS label FROM geo_communes
      WHERE type = 'COM' AND (nom_recherche LIKE $1 || '%' OR code = $2)
      ORDER BY (code = $2) DESC, (nom_recherche = $1) DESC, length(nom_recherche), nom_recherche
      LIMIT 8`,
    [key, code],
  );
}

/** A commune by its INSEE code, with its name, or undefined when the code is unknown. */
export async function findCommune(
  database: DatabaseHandle,
  code: string,
): Promise<{ code: string; label: string } | undefined> {
  const rows = await database.query<{ code: string; label: string }>(
    `SELECT code, nom AS label FROM geo_communes WHERE type = 'COM' AND code = $1`,
    [code],
  );
  return rows[0];
}
