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
