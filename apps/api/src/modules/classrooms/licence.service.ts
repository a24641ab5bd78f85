import type { ClassLicence } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import {
  classLicenceState,
  grantRunningLicence,
  type LicensedClassroom,
  openClassLicenceCheckout,
  type PaymentsDeps,
} from '../payments';
import { activeTeacherOf } from '../teachers';
import { ownClassroom } from './classroom-access';

/** The caller's class as the licence needs it; another teacher's class is a 404. */
async function licensedClassroom(
  db: DatabaseHandle,
  teacherId: string,
  classroomId: string,
): Promise<LicensedClassroom> {
  await activeTeacherOf(db, teacherId);
  const classroom = await ownClassroom(db, teacherId, classroomId);
  return {
    id: classroom.id,
    teacherId,
    schoolYear: classroom.schoolYear,
    studentCount: classroom.studentCount,
  };
}

export async function classroomLicence(
  deps: PaymentsDeps,
  teacherId: string,
  classroomId: string,
  now: Date,
): Promise<ClassLicence> {
  return classLicenceState(deps, await licensedClassroom(deps.database, teacherId, classroomId), now);
}

export async function payClassroomLicence(
  deps: PaymentsDeps,
  teacherId: string,
  classroomId: string,
  now: Date,
): Promise<{ url: string }> {
  return openClassLicenceCheckout(deps, await licensedClassroom(deps.database, teacherId, classroomId), now);
}

/** A student who joins while the class's licence runs gets its paid levels (memberships.service). */
export function grantLicenceOnJoin(db: DatabaseHandle, classroomId: string, studentId: string, now: Date) {
  return grantRunningLicence(db, classroomId, studentId, now);
}

/** The students in the class now: the payments module reads them through its port (app.ts). */
export async function classroomMemberIds(db: DatabaseHandle, classroomId: string): Promise<string[]> {
  const rows = await db.query<{ student_id: string }>(
    'SELECT student_id FROM classroom_memberships WHERE classroom_id = $1',
    [classroomId],
  );
  return rows.map((row) => row.student_id);
}
