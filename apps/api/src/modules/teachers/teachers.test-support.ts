import type { TeacherStatus } from '@declic/domain';
import { createTestUser, type TestApp, type TestUser } from '../../../test/helper';

export { aSchool } from '../formations/establishments.test-support';

let counter = 0;

/** A confirmed teacher account with its establishment, straight in the database. */
export async function createTestTeacher(
  t: TestApp,
  { status = 'active', uai = '0440001A' }: { status?: TeacherStatus; uai?: string } = {},
): Promise<TestUser> {
  const teacher = await createTestUser(t, { profileType: 'teacher', firstName: 'Claire' });
  await t.database.query(
    `INSERT INTO teachers (user_id, uai, establishment_name, establishment_town, academic_email, status)
     VALUES ($1, $2, 'Lycée Clemenceau', 'Nantes', true, $3)`,
    [teacher.id, uai, status],
  );
  return teacher;
}

/** An address of one of the académies, unique per call. */
export function academicEmail(academie = 'nantes'): string {
  counter += 1;
  return `prof${counter}.${Date.now().toString(36)}@ac-${academie}.fr`;
}
