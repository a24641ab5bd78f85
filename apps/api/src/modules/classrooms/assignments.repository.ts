import type { AssignmentNoticeKind } from '@declic/domain';
import type { Queryable } from '../../db/database';

export type AssignmentRow = { id: string; level: number; dueOn: string; createdAt: Date };

// Dates travel as text: the two engines' drivers do not turn a `date` into the same JavaScript value.
const ASSIGNMENT_COLUMNS = `a.id, a.level, a.due_on::text AS "dueOn", a.created_at AS "createdAt"`;

/** A new assignment, or undefined when the level is already assigned to the class. */
export async function insertAssignment(
  db: Queryable,
  assignment: { classroomId: string; level: number; dueOn: string; createdAt: Date },
): Promise<AssignmentRow | undefined> {
  const [row] = await db.query<AssignmentRow>(
    `INSERT INTO classroom_assignments AS a (classroom_id, level, due_on, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (classroom_id, level) DO NOTHING RETURNING ${ASSIGNMENT_COLUMNS}`,
    [assignment.classroomId, assignment.level, assignment.dueOn, assignment.createdAt],
  );
  return row;
}

/** The class's assignments, the nearest date first. */
export function listAssignments(db: Queryable, classroomId: string): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM classroom_assignments a WHERE a.classroom_id = $1
     ORDER BY a.due_on, a.level`,
    [classroomId],
  );
}

export async function deleteAssignment(
  db: Queryable,
  classroomId: string,
  assignmentId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM classroom_assignments WHERE id = $1 AND classroom_id = $2 RETURNING id',
    [assignmentId, classroomId],
  );
  return rows.length > 0;
}

/** A current student of a class and where they stand in the journey (read, never written here). */
export type StudentStanding = {
  membershipId: string;
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  quests: string[];
};

export function classStandings(db: Queryable, classroomId: string): Promise<StudentStanding[]> {
  return db.query<StudentStanding>(
    `SELECT m.id AS "membershipId", m.student_id AS "studentId", p.first_name AS "firstName",
       p.last_name AS "lastName", coalesce(g.level, 1) AS level, coalesce(g.quests, '[]'::jsonb) AS quests
     FROM classroom_memberships m
     LEFT JOIN profiles p ON p.user_id = m.student_id
     LEFT JOIN progression g ON g.user_id = m.student_id
     WHERE m.classroom_id = $1
     ORDER BY lower(coalesce(p.first_name, '')), m.joined_at, m.id`,
    [classroomId],
  );
}

/** One notice per student, kind and assignment: a second insert of the same one does nothing. */
export async function recordNotices(
  db: Queryable,
  assignmentId: string,
  kind: AssignmentNoticeKind,
  recipients: readonly { membershipId: string; studentId: string }[],
  sentAt: Date,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO classroom_assignment_notices (assignment_id, membership_id, student_id, kind, sent_at)
     SELECT $1, r.membership_id, r.student_id, $3, $4
       FROM unnest($2::uuid[], $5::uuid[]) AS r (membership_id, student_id)
     ON CONFLICT (assignment_id, student_id, kind) DO NOTHING RETURNING id`,
    [
      assignmentId,
      recipients.map((recipient) => recipient.membershipId),
      kind,
      sentAt,
      recipients.map((recipient) => recipient.studentId),
    ],
  );
  return rows.length;
}

/** An assignment of an open class (not archived) whose date has not passed, for the reminders. */
export type OpenAssignmentRow = AssignmentRow & { classroomId: string };

export function listUpcomingAssignments(db: Queryable, today: string): Promise<OpenAssignmentRow[]> {
  return db.query<OpenAssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS}, a.classroom_id AS "classroomId"
     FROM classroom_assignments a JOIN classrooms c ON c.id = a.classroom_id
     WHERE a.due_on > $1::date AND c.archived_at IS NULL
     ORDER BY a.due_on, a.id`,
    [today],
  );
}

/** The students already told `kind` for this assignment. */
export async function noticeRecipients(
  db: Queryable,
  assignmentId: string,
  kind: AssignmentNoticeKind,
): Promise<Set<string>> {
  const rows = await db.query<{ studentId: string }>(
    `SELECT student_id AS "studentId" FROM classroom_assignment_notices WHERE assignment_id = $1 AND kind = $2`,
    [assignmentId, kind],
  );
  return new Set(rows.map((row) => row.studentId));
}

export type MyAssignmentRow = AssignmentRow & { classroomName: string };

/** The assignments of the classes the student is in now (archived classes are over). */
export function listStudentAssignments(db: Queryable, studentId: string): Promise<MyAssignmentRow[]> {
  return db.query<MyAssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS}, c.name AS "classroomName"
     FROM classroom_memberships m
     JOIN classrooms c ON c.id = m.classroom_id AND c.archived_at IS NULL
     JOIN classroom_assignments a ON a.classroom_id = c.id
     WHERE m.student_id = $1
     ORDER BY a.due_on, a.level, c.name`,
    [studentId],
  );
}

export type NoticeRow = {
  id: string;
  kind: AssignmentNoticeKind;
  level: number;
  dueOn: string;
  classroomName: string;
  sentAt: Date;
};

/** What the student was told, through classes they are still in: leaving took the rest. */
export function listStudentNotices(db: Queryable, studentId: string): Promise<NoticeRow[]> {
  return db.query<NoticeRow>(
    `SELECT n.id, n.kind, a.level, a.due_on::text AS "dueOn", c.name AS "classroomName", n.sent_at AS "sentAt"
     FROM classroom_assignment_notices n
     JOIN classroom_assignments a ON a.id = n.assignment_id
     JOIN classrooms c ON c.id = a.classroom_id AND c.archived_at IS NULL
     WHERE n.student_id = $1
     ORDER BY n.sent_at DESC, n.id`,
    [studentId],
  );
}
