import { normalizeForSearch } from '@declic/domain';
import type { FormationRecord } from '../catalog/formation-record';
import type { GeoIndex } from '../catalog/geo-index';
import type { EtablissementIndex } from './formations-etablissements';
import type { DiplomaType } from './formations-onisep-types';
import type { RejectionLog } from './importer';

/** What every formation source needs to turn its rows into catalogue records. */
export interface FormationSourceContext {
  types: Map<string, DiplomaType>;
  etablissements: EtablissementIndex;
  geo: GeoIndex;
  rejections: RejectionLog;
}

/** What one source file gave: how many rows it had, and the records kept. */
export interface SourceRows {
  read: number;
  records: FormationRecord[];
}

/** Same school, same programme name (accents, case and punctuation ignored). */
export function formationMatchKey(uai: string | null, names: string[]): string {
  return `${uai ?? ''}|${normalizeForSearch(names.join(' '))}`;
}

/** Département and région names and codes from whatever the source gives (code or names). */
export function placeFields(
  geo: GeoIndex,
  departement: string | null,
  region: string | null,
): Pick<FormationRecord, 'departement' | 'code_departement' | 'region' | 'code_region'> {
  const dep = departement ? geo.departement(departement) : undefined;
  const reg = dep ? geo.region(dep.codeRegion) : region ? geo.region(region) : undefined;
  return {
    departement: dep?.nom ?? (departement && !/^\w{2,3}$/.test(departement) ? departement : null),
    code_departement: dep?.code ?? (departement && /^\w{2,3}$/.test(departement) ? departement : null),
    region: reg?.nom ?? region,
    code_region: reg?.code ?? null,
  };
}

export function parseCoordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
