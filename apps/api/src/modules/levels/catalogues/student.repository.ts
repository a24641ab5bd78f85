import { codeInLabel, departementCode } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

/** The code of the département the student's profile gives ("33 - Gironde" → "33"), or null. */
export async function readStudentDepartement(
  database: DatabaseHandle,
  userId: string,
): Promise<string | null> {
  const [row] = await database.query<{ department: string | null }>(
    'SELECT department FROM profiles WHERE user_id = $1',
    [userId],
  );
  const value = row?.department ?? '';
  return codeInLabel(value) ?? departementCode(value) ?? null;
}
