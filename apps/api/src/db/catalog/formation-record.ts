/** One row of catalog_formations as importers and staff edits write it (search columns excepted). */
export interface FormationRecord {
  source: string;
  source_id: string;
  nm: string[];
  nmc: string | null;
  code_formation: string | null;
  etab_uai: string | null;
  etab_nom: string | null;
  etab_url: string | null;
  image: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  email: string | null;
  telephone: string | null;
  tc: string | null;
  typeformation: string | null;
  niveau: string | null;
  tf: string[];
  commune: string | null;
  departement: string | null;
  code_departement: string | null;
  region: string | null;
  code_region: string | null;
  latitude: number | null;
  longitude: number | null;
  fiche: string | null;
}

export const FORMATION_COLUMNS = [
  'source',
  'source_id',
  'nm',
  'nmc',
  'code_formation',
  'etab_uai',
  'etab_nom',
  'etab_url',
  'image',
  'facebook',
  'linkedin',
  'youtube',
  'email',
  'telephone',
  'tc',
  'typeformation',
  'niveau',
  'tf',
  'commune',
  'departement',
  'code_departement',
  'region',
  'code_region',
  'latitude',
  'longitude',
  'fiche',
] as const satisfies readonly (keyof FormationRecord)[];

export function formationValues(record: FormationRecord): unknown[] {
  return FORMATION_COLUMNS.map((column) => record[column]);
}

/** A record with every optional field empty, for sources that fill only a few. */
export function emptyFormation(source: string, sourceId: string, nm: string[]): FormationRecord {
  return {
    source,
    source_id: sourceId,
    nm,
    nmc: null,
    code_formation: null,
    etab_uai: null,
    etab_nom: null,
    etab_url: null,
    image: null,
    facebook: null,
    linkedin: null,
    youtube: null,
    email: null,
    telephone: null,
    tc: null,
    typeformation: null,
    niveau: null,
    tf: [],
    commune: null,
    departement: null,
    code_departement: null,
    region: null,
    code_region: null,
    latitude: null,
    longitude: null,
    fiche: null,
  };
}
