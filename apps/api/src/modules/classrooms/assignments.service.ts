import {
  type AssignmentCreateBody,
  assignmentNoticeText,
  type ClassAssignment,
  dayInFrance,
  displayName,
  dueDateProblem,
  isLevelDone,
  type MyAssignments,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { getProgression } from '../progression';
import { activeTeacherOf } from '../teachers';
import {
  type AssignmentRow,
  classStandings,
  deleteAssignment,
  insertAssignment,
  listAssignments,
  listStudentAssignments,
  listStudentNotices,
  recordNotices,
  type StudentStanding,
} from './assignments.repository';
import { ownClassroom } from './classroom-access';
import { assertStudent } from './student-access';

const assignmentErrors = {
  alreadyAssigned: (level: number) =>
    new HttpError(409, 'niveau_deja_assigne', `Le niveau ${level} est déjà assigné à cette classe.`),
  badDate: (message: string) => new HttpError(400, 'date_invalide', message),
  notFound: () =>
    new HttpError(404, 'assignation_introuvable', 'Ce niveau n’est pas assigné à cette classe.'),
  archived: () =>
    new HttpError(
      409,
      'classe_archivee',
      'Cette classe est archivée\u202f: on ne lui assigne plus de niveau.',
    ),
};

/** The open teacher's own class, or the same 404 as for a class that does not exist. */
async function teachersClassroom(db: DatabaseHandle, teacherId: string, classroomId: string) {
  await activeTeacherOf(db, teacherId);
  return ownClassroom(db, teacherId, classroomId);
}

/** Who of the class's current students has done the level: the level's own completion. */
function withCompletion(row: AssignmentRow, standings: readonly StudentStanding[]): ClassAssignment {
  const students = standings.map((standing) => ({
    studentId: standing.studentId,
    name: displayName(standing.firstName, standing.lastName),
    done: isLevelDone(standing, row.level),
  }));
  return {
    id: row.id,
    level: row.level,
    dueOn: row.dueOn,
    createdAt: row.createdAt.toISOString(),
    studentCount: students.length,
    doneCount: students.filter((student) => student.done).length,
    students,
  };
}

/** Assigns the level and tells each current student who has not done it yet. */
export async function assignLevel(
  db: DatabaseHandle,
  teacherId: string,
  classroomId: string,
  body: AssignmentCreateBody,
  now: Date,
): Promise<ClassAssignment> {
  const classroom = await teachersClassroom(db, teacherId, classroomId);
  if (classroom.archived) throw assignmentErrors.archived();
  const problem = dueDateProblem(body.dueOn, dayInFrance(now), classroom.schoolYear);
  if (problem) throw assignmentErrors.badDate(problem);
  // The assignment and its notices together: never an assignment nobody was told of.
  return db.transaction(async (tx) => {
    const row = await insertAssignment(tx, {
      classroomId,
      level: body.level,
      dueOn: body.dueOn,
      createdAt: now,
    });
    if (!row) throw assignmentErrors.alreadyAssigned(body.level);
    const standings = await classStandings(tx, classroomId);
    const toTell = standings.filter((standing) => !isLevelDone(standing, body.level));
    await recordNotices(tx, row.id, 'assignee', toTell, now);
    return withCompletion(row, standings);
  });
}

export async function classAssignments(db: DatabaseHandle, teacherId: string, classroomId: string) {
  await teachersClassroom(db, teacherId, classroomId);
  const [rows, standings] = await Promise.all([
    listAssignments(db, classroomId),
    classStandings(db, classroomId),
  ]);
  return { assignments: rows.map((row) => withCompletion(row, standings)) };
}

export async function unassignLevel(
  db: DatabaseHandle,
  teacherId: string,
  classroomId: string,
  assignmentId: string,
): Promise<void> {
  await teachersClassroom(db, teacherId, classroomId);
  if (!(await deleteAssignment(db, classroomId, assignmentId))) throw assignmentErrors.notFound();
}

/** The student's assignments, with their own done state, and what they were told of them. */
export async function myAssignments(db: DatabaseHandle, user: AuthUser): Promise<MyAssignments> {
  assertStudent(user);
  const [rows, notices] = await Promise.all([
    listStudentAssignments(db, user.id),
    listStudentNotices(db, user.id),
  ]);
  const progression = rows.length > 0 ? await getProgression(db, user.id) : null;
  return {
    assignments: rows.map((row) => ({
      id: row.id,
      level: row.level,
      dueOn: row.dueOn,
      classroomName: row.classroomName,
      done: progression !== null && isLevelDone(progression, row.level),
    })),
    notices: notices.map((notice) => ({
      id: notice.id,
      level: notice.level,
      message: assignmentNoticeText(notice.kind, notice),
      sentAt: notice.sentAt.toISOString(),
    })),
  };
}
