import type { DatabaseHandle } from '../../db/database';

export interface StudentProfile {
  firstName: string | null;
  /** As the profile stores it: "33 - Gironde". */
  department: string | null;
  school: string | null;
}

export async function readStudentProfile(database: DatabaseHandle, userId: string): Promise<StudentProfile> {
  const [row] = await database.query<{
    first_name: string | null;
    department: string | null;
    school: string | null;
  }>('SELECT first_name, department, school FROM profiles WHERE user_id = $1', [userId]);
  return {
    firstName: row?.first_name ?? null,
    department: row?.department ?? null,
    school: row?.school ?? null,
  };
}

/** The student's RIASEC code and its two strongest families ("SA", ["Social", "Artistique"]), or null. */
export async function readRiasecSummary(
  database: DatabaseHandle,
  userId: string,
): Promise<{ code: string; families: string[] } | null> {
  const [row] = await database.query<{
    riasec: { code?: unknown; letters?: Array<{ label?: unknown }> } | null;
  }>(
    `SELECT results->'riasec' AS riasec FROM analysis_results
      WHERE user_id = $1 AND questionnaire_type = 'orientation' ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const code = row?.riasec?.code;
  if (typeof code !== 'string' || !code) return null;
  const families = (row?.riasec?.letters ?? [])
    .map((letter) => letter.label)
    .filter((label): label is string => typeof label === 'string')
    .slice(0, 2);
  return { code, families };
}
