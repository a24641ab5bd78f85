import { formationType, type InterviewTarget, type InterviewTargetKind, metierFamily } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

export interface TargetRef {
  kind: InterviewTargetKind;
  code: string;
}

interface Row extends Record<string, unknown> {
  code: string;
  label: string;
  /** The ROME code of a job or offer; the diploma names of a formation. */
  keys: string[];
}

const SQL: Record<InterviewTargetKind, string> = {
  metier: `SELECT code_rome AS code, libelle AS label, ARRAY[code_rome] AS keys
             FROM rome_metiers WHERE code_rome = ANY($1::text[])`,
  offre: `SELECT id AS code, intitule AS label, array_remove(ARRAY[rome_code], NULL) AS keys
            FROM catalog_offres WHERE id = ANY($1::text[])`,
  formation: `SELECT id::text AS code, coalesce(nmc, nm[1]) AS label,
                     array_remove(ARRAY[typeformation], NULL) || nm || tf AS keys
                FROM catalog_formations WHERE id::text = ANY($1::text[])`,
};

function family(kind: InterviewTargetKind, keys: string[]): string {
  return kind === 'formation' ? formationType(keys) : metierFamily(keys[0] ?? null);
}

/**
 * The targets as the catalogues name them, in the order asked; the ones no longer in the
 * catalogues are left out. One query per kind.
 */
export async function findInterviewTargets(
  database: DatabaseHandle,
  refs: TargetRef[],
): Promise<InterviewTarget[]> {
  const found = new Map<string, InterviewTarget>();
  for (const kind of Object.keys(SQL) as InterviewTargetKind[]) {
    const codes = refs.filter((ref) => ref.kind === kind).map((ref) => ref.code);
    if (codes.length === 0) continue;
    for (const row of await database.query<Row>(SQL[kind], [codes])) {
      found.set(`${kind}:${row.code}`, {
        kind,
        code: row.code,
        label: row.label,
        family: family(kind, row.keys),
      });
    }
  }
  return refs.flatMap((ref) => found.get(`${ref.kind}:${ref.code}`) ?? []);
}
