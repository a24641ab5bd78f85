import { codeInLabel, departementCode, placeKey, regionCode, regionKey } from '@declic/domain';
import type { DatabaseHandle } from '../database';

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
