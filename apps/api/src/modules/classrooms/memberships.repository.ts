import type { ClassroomGrade, Membership, Sharing } from '@declic/domain';
import type { Queryable } from '../../db/database';

/** A class as a student sees it: its teacher's name and establishment (read in a join). */
type ClassroomSummaryRow = {
  classroomId: string;
  name: string;
  grade: ClassroomGrade;
  schoolYear: string;
  teacherName: string;
  establishmentName: string;
  establishmentTown: string | null;
};

const SUMMARY_COLUMNS = `c.id AS "classroomId", c.name, c.grade, c.school_year AS "schoolYear",
  trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) AS "teacherName",
  t.establishment_name AS "establishmentName", t.establishment_town AS "establishmentTown"`;
const SUMMARY_JOINS = `JOIN teachers t ON t.user_id = c.teacher_id LEFT JOIN profiles p ON p.user_id = c.teacher_id`;

export type JoinableClassroom = ClassroomSummaryRow;

/** The class a live code opens: not archived, not expired, its teacher's space open. */
export async function findJoinableClassroom(
  db: Queryable,
  code: string,
  now: Date,
): Promise<JoinableClassroom | undefined> {
  const [row] = await db.query<ClassroomSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM classrooms c ${SUMMARY_JOINS}
     WHERE c.join_code = $1 AND c.join_code_expires_at > $2 AND c.archived_at IS NULL AND t.status = 'active'`,
    [code, now],
  );
  return row;
}

export function toClassroomSummary(row: ClassroomSummaryRow): Membership['classroom'] {
  return {
    name: row.name,
    grade: row.grade,
    schoolYear: row.schoolYear,
    teacherName: row.teacherName,
    establishment: { name: row.establishmentName, town: row.establishmentTown },
  };
}

/** A new membership, or undefined when the student is already in the class. */
export async function insertMembership(
  db: Queryable,
  classroomId: string,
  studentId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO classroom_memberships (classroom_id, student_id) VALUES ($1, $2)
     ON CONFLICT (classroom_id, student_id) DO NOTHING RETURNING id`,
    [classroomId, studentId],
  );
  return row?.id;
}

type MembershipRow = ClassroomSummaryRow & Sharing & { id: string; joinedAt: Date };

const SHARING_COLUMNS = `m.share_metiers AS metiers, m.share_formations AS formations,
  m.share_parcoursup AS parcoursup, m.share_road_map AS "roadMap"`;

function toMembership(row: MembershipRow): Membership {
  const { id, joinedAt, metiers, formations, parcoursup, roadMap } = row;
  return {
    id,
    classroom: toClassroomSummary(row),
    joinedAt: joinedAt.toISOString(),
    sharing: { metiers, formations, parcoursup, roadMap },
  };
}

const MEMBERSHIP_SELECT = `SELECT m.id, m.joined_at AS "joinedAt", ${SHARING_COLUMNS}, ${SUMMARY_COLUMNS}
  FROM classroom_memberships m JOIN classrooms c ON c.id = m.classroom_id ${SUMMARY_JOINS}`;

/** The student's memberships, the newest first. */
export async function listMemberships(db: Queryable, studentId: string): Promise<Membership[]> {
  const rows = await db.query<MembershipRow>(
    `${MEMBERSHIP_SELECT} WHERE m.student_id = $1 ORDER BY m.joined_at DESC, m.id`,
    [studentId],
  );
  return rows.map(toMembership);
}

/** One membership of this student; undefined for anyone else's. */
export async function findOwnMembership(
  db: Queryable,
  studentId: string,
  membershipId: string,
): Promise<Membership | undefined> {
  const [row] = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} WHERE m.id = $1 AND m.student_id = $2`, [
    membershipId,
    studentId,
  ]);
  return row && toMembership(row);
}

/** Leaving deletes the line: the switches go with it, so nothing stays visible to the teacher. */
export async function deleteOwnMembership(
  db: Queryable,
  studentId: string,
  membershipId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM classroom_memberships WHERE id = $1 AND student_id = $2 RETURNING id',
    [membershipId, studentId],
  );
  return rows.length > 0;
}

export async function updateSharing(
  db: Queryable,
  studentId: string,
  membershipId: string,
  sharing: Sharing,
): Promise<Sharing | undefined> {
  const [row] = await db.query<Sharing>(
    `UPDATE classroom_memberships m SET share_metiers = $3, share_formations = $4, share_parcoursup = $5,
       share_road_map = $6
     WHERE m.id = $1 AND m.student_id = $2 RETURNING ${SHARING_COLUMNS}`,
    [membershipId, studentId, sharing.metiers, sharing.formations, sharing.parcoursup, sharing.roadMap],
  );
  return row;
}
