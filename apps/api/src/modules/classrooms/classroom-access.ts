import type { Queryable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { findClassroom, type OwnedClassroom } from './classrooms.repository';

export const classroomErrors = {
  /** Another teacher's class gets the same answer as none: its existence is not theirs to learn. */
  notFound: () => new HttpError(404, 'classe_introuvable', 'Cette classe n’existe pas.'),
  archived: () =>
    new HttpError(409, 'classe_archivee', 'Cette classe est archivée\u202f: elle n’a plus de code.'),
};

/** A class the caller teaches; anything else is a 404. */
export async function ownClassroom(
  db: Queryable,
  teacherId: string,
  classroomId: string,
): Promise<OwnedClassroom> {
  const classroom = await findClassroom(db, classroomId);
  if (!classroom || classroom.teacherId !== teacherId) throw classroomErrors.notFound();
  return classroom;
}
