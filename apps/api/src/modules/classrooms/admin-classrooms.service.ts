import type { AdminClassroom } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { teacherForStaff } from '../teachers';
import { classroomErrors } from './classroom-access';
import {
  archiveClassroom,
  findClassroom,
  listClassrooms,
  type OwnedClassroom,
} from './classrooms.repository';

/** What the staff read of a class: no code (they join none), no student (the roster is the teacher's). */
const forStaff = ({
  teacherId: _teacherId,
  joinCode: _joinCode,
  ...classroom
}: OwnedClassroom): AdminClassroom => classroom;

/** The classes of one teacher account, current ones first; an unknown id is a 404, not an empty list. */
export async function classroomsOfTeacher(db: DatabaseHandle, teacherId: string) {
  await teacherForStaff(db, teacherId);
  return { classrooms: (await listClassrooms(db, teacherId)).map(forStaff) };
}

/**
 * The staff archive a class (a leaked code, an unsuitable name): its code stops at once, its
 * students stay, and the audit log names the teacher and the class. Archiving twice changes nothing.
 */
export async function archiveClassroomAsStaff(
  db: DatabaseHandle,
  actor: StaffActor,
  id: string,
  reason: string,
  now: Date,
): Promise<AdminClassroom> {
  const classroom = await findClassroom(db, id);
  if (!classroom) throw classroomErrors.notFound();
  if (classroom.archived) return forStaff(classroom);
  await archiveClassroom(db, id, now);
  await recordStaffAction(db, { ...actor, reason }, 'classe_archivee', classroom.teacherId, {
    classroomId: id,
    name: classroom.name,
  });
  const archived = await findClassroom(db, id);
  if (!archived) throw classroomErrors.notFound();
  return forStaff(archived);
}
