import { z } from 'zod';
import { emptyFormation, type FormationRecord } from '../catalog/formation-record';
import { safeHttpUrl, textOrNull } from '../catalog/safe-url';
import { findDiplomaType } from './formations-onisep-types';
import {
  type FormationSourceContext,
  parseCoordinate,
  placeFields,
  type SourceRows,
} from './formations-source-context';

export const PARCOURSUP_CARTO_SOURCE = 'parcoursup_carto';

const optionalText = z.string().optional().catch(undefined);

/** One record of the official "fr-esr-cartographie_formations_parcoursup" dataset (Opendatasoft). */
const cartoRecordSchema = z.object({
  recordid: z.string(),
  fields: z.object({
    nm: z.string().trim().min(1),
    nmc: optionalText,
    etab_uai: optionalText,
    etab_nom: optionalText,
    etab_url: optionalText,
    tc: optionalText,
    tf: optionalText,
    commune: optionalText,
    departement: optionalText,
    region: optionalText,
    fiche: optionalText,
    gta: z.union([z.number(), z.string()]).optional().catch(undefined),
    etab_gps: z.array(z.number()).optional().catch(undefined),
  }),
});

type CartoRecord = z.infer<typeof cartoRecordSchema>;

/** Records of the cartographie JSON (an array, or Opendatasoft's {records: […]}). */
export function readParcoursupCarto(text: string, context: FormationSourceContext): SourceRows {
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : ((parsed as { records?: unknown[] }).records ?? []);
  const records: FormationRecord[] = [];
  for (const raw of list) {
    const result = cartoRecordSchema.safeParse(raw);
    if (!result.success) {
      context.rejections.add(
        'enregistrement sans intitulé (nm) ni identifiant',
        JSON.stringify(raw).slice(0, 100),
      );
      continue;
    }
    const { fields } = result.data;
    context.etablissements.add(fields.etab_uai, {
      nom: textOrNull(fields.etab_nom),
      commune: textOrNull(fields.commune),
      url: safeHttpUrl(fields.etab_url),
    });
    records.push(toRecord(result.data, context));
  }
  return { read: list.length, records };
}

function toRecord({ recordid, fields }: CartoRecord, context: FormationSourceContext): FormationRecord {
  const tf = (fields.tf ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  const type = findDiplomaType(context.types, tf);
  const [lat, lon] = fields.etab_gps ?? [];
  const code = fields.gta === undefined ? null : String(fields.gta);
  return {
    ...emptyFormation(PARCOURSUP_CARTO_SOURCE, code ?? recordid, [fields.nm]),
    nmc: textOrNull(fields.nmc),
    code_formation: code,
    etab_uai: textOrNull(fields.etab_uai)?.toUpperCase() ?? null,
    etab_nom: textOrNull(fields.etab_nom),
    etab_url: safeHttpUrl(fields.etab_url),
    tc: textOrNull(fields.tc),
    typeformation: type?.typeformation ?? tf[0] ?? null,
    niveau: type?.niveau ?? null,
    tf,
    commune: textOrNull(fields.commune),
    ...placeFields(context.geo, textOrNull(fields.departement), textOrNull(fields.region)),
    latitude: parseCoordinate(lat, 90),
    longitude: parseCoordinate(lon, 180),
    fiche: safeHttpUrl(fields.fiche),
  };
}
