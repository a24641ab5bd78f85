import type { Classroom, ClassroomCreateBody } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { activeTeacherOf } from '../teachers';
import { classroomErrors, ownClassroom } from './classroom-access';
import {
  archiveClassroom,
  findClassroom,
  insertClassroom,
  listClassrooms,
  type OwnedClassroom,
  renameClassroom,
  replaceJoinCode,
} from './classrooms.repository';
import { withFreshJoinCode } from './join-code';

/** What the teacher reads: the owner's id stays on the server. */
const forTeacher = ({ teacherId: _teacherId, ...classroom }: OwnedClassroom): Classroom => classroom;

async function reread(db: DatabaseHandle, id: string): Promise<Classroom> {
  const classroom = await findClassroom(db, id);
  if (!classroom) throw classroomErrors.notFound();
  return forTeacher(classroom);
}

export async function createClassroom(
  db: DatabaseHandle,
  teacherId: string,
  body: ClassroomCreateBody,
  now: Date,
): Promise<Classroom> {
  await activeTeacherOf(db, teacherId);
  const id = await withFreshJoinCode(now, (joinCode) =>
    insertClassroom(db, { teacherId, ...body, joinCode }),
  );
  return reread(db, id);
}

export async function teacherClassrooms(db: DatabaseHandle, teacherId: string) {
  await activeTeacherOf(db, teacherId);
  return { classrooms: (await listClassrooms(db, teacherId)).map(forTeacher) };
}

export async function renameOwnClassroom(db: DatabaseHandle, teacherId: string, id: string, name: string) {
  await activeTeacherOf(db, teacherId);
  await ownClassroom(db, teacherId, id);
  await renameClassroom(db, id, name);
  return reread(db, id);
}

export async function archiveOwnClassroom(db: DatabaseHandle, teacherId: string, id: string, now: Date) {
  await activeTeacherOf(db, teacherId);
  const classroom = await ownClassroom(db, teacherId, id);
  if (!classroom.archived) await archiveClassroom(db, id, now);
  return reread(db, id);
}

export async function regenerateJoinCode(db: DatabaseHandle, teacherId: string, id: string, now: Date) {
  await activeTeacherOf(db, teacherId);
  const classroom = await ownClassroom(db, teacherId, id);
  if (classroom.archived) throw classroomErrors.archived();
  await withFreshJoinCode(now, (joinCode) => replaceJoinCode(db, id, joinCode));
  return reread(db, id);
}
