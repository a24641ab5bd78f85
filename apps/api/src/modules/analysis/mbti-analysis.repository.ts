import { isRiasecLetter, type MbtiJobFiche } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/** The ROME fiches of the table's jobs (real ones once imported, else the demo seed's). */
export async function readMbtiFiches(
  database: DatabaseHandle,
  romeCodes: readonly string[],
): Promise<Map<string, MbtiJobFiche>> {
  const rows = await database.query<{
    code_rome: string;
    riasec_majeur: string;
    riasec_mineur: string | null;
    key_skills: string[];
  }>(
    `SELECT DISTINCT ON (code_rome) code_rome, riasec_majeur, riasec_mineur, key_skills
       FROM rome_metiers WHERE code_rome = ANY($1::text[])
      ORDER BY code_rome, (source = 'rome') DESC`,
    [romeCodes],
  );
  const fiches = new Map<string, MbtiJobFiche>();
  for (const row of rows) {
    if (!isRiasecLetter(row.riasec_majeur)) continue;
    fiches.set(row.code_rome, {
      riasecMajeur: row.riasec_majeur,
      riasecMineur: isRiasecLetter(row.riasec_mineur) ? row.riasec_mineur : null,
      keySkills: row.key_skills ?? [],
    });
  }
  return fiches;
}
