import { emptyFormation, type FormationRecord } from '../catalog/formation-record';
import { parseCsvRecords } from './csv';
import { findDiplomaType } from './formations-onisep-types';
import {
  type FormationSourceContext,
  formationMatchKey,
  parseCoordinate,
  placeFields,
  type SourceRows,
} from './formations-source-context';

export const PARCOURSUP_CSV_SOURCE = 'parcoursup_csv';

/** The CSV lost its accents and turned " - " into three spaces; put the dashes back. */
const segments = (text: string) =>
  text
    .split(/\s{3}/)
    .map((part) => part.trim())
    .filter(Boolean);

const STATUTS: Record<string, string> = {
  Public: 'Public',
  'Prive sous contrat d association': 'Privé sous contrat d’association',
  'Prive enseignement superieur': 'Privé enseignement supérieur',
  'Prive hors contrat': 'Privé hors contrat',
};

/**
 * Parcoursup formations in the 14 252-row CSV variant (statut, UAI, établissement, région,
 * filière, GPS, département derived from the UAI). A line repeated word for word is dropped;
 * the same programme twice at one school (two sites, two intakes) is kept, numbered.
 */
export function readParcoursupCsv(text: string, context: FormationSourceContext): SourceRows {
  const rows = parseCsvRecords(text);
  const seenLines = new Set<string>();
  const occurrences = new Map<string, number>();
  const records: FormationRecord[] = [];
  for (const row of rows) {
    const line = Object.values(row).join('\u0001');
    const example = `${row.code_uai} ${row.filiere_formation}`.slice(0, 100);
    if (seenLines.has(line)) {
      context.rejections.add('ligne identique à une ligne précédente (doublon exact)', example);
      continue;
    }
    seenLines.add(line);
    const uai = row.code_uai?.trim().toUpperCase() ?? '';
    const filiere = segments(row.filiere_formation ?? '');
    if (!/^\d{7}[A-Z]$/.test(uai)) {
      context.rejections.add('code UAI absent ou invalide', example);
      continue;
    }
    if (filiere.length === 0 || !row.etablissement?.trim()) {
      context.rejections.add('intitulé ou établissement absent', example);
      continue;
    }
    const nm = [filiere.join(' - ')];
    const key = formationMatchKey(uai, nm);
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    records.push(toRecord(row, uai, filiere, `${key}|${occurrence}`, context));
  }
  return { read: rows.length, records };
}

function toRecord(
  row: Record<string, string>,
  uai: string,
  filiere: string[],
  sourceId: string,
  context: FormationSourceContext,
): FormationRecord {
  const etab = context.etablissements.get(uai);
  const type = findDiplomaType(context.types, [filiere[0]!]);
  return {
    ...emptyFormation(PARCOURSUP_CSV_SOURCE, sourceId, [filiere.join(' - ')]),
    etab_uai: uai,
    etab_nom: etab.nom ?? segments(row.etablissement ?? '').join(' - '),
    etab_url: etab.url,
    email: etab.email,
    telephone: etab.telephone,
    commune: etab.commune,
    fiche: etab.fiche,
    tc: STATUTS[row.statut_etablissement ?? ''] ?? (row.statut_etablissement || null),
    typeformation: type?.typeformation ?? filiere[0]!,
    niveau: type?.niveau ?? null,
    tf: [filiere[0]!],
    ...placeFields(context.geo, row.code_departement_derive_uai || null, row.region || null),
    latitude: parseCoordinate(row.latitude, 90),
    longitude: parseCoordinate(row.longitude, 180),
  };
}
