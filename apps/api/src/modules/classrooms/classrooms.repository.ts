import type { Classroom, ClassroomGrade } from '@declic/domain';
import { formatJoinCode } from '@declic/domain';
import type { Queryable } from '../../db/database';

type ClassroomRow = {
  id: string;
  teacherId: string;
  name: string;
  grade: ClassroomGrade;
  schoolYear: string;
  joinCode: string | null;
  joinCodeExpiresAt: Date | null;
  archivedAt: Date | null;
  studentCount: number;
  createdAt: Date;
};

/** A class as its teacher reads it, with its owner kept for the access checks. */
export type OwnedClassroom = Classroom & { teacherId: string };

const CLASSROOM_SELECT = `SELECT c.id, c.teacher_id AS "teacherId", c.name, c.grade, c.school_year AS "schoolYear",
    c.join_code AS "joinCode", c.join_code_expires_at AS "joinCodeExpiresAt", c.archived_at AS "archivedAt",
    (SELECT count(*)::int FROM classroom_memberships m WHERE m.classroom_id = c.id) AS "studentCount",
    c.created_at AS "createdAt"
  FROM classrooms c`;

function toClassroom(row: ClassroomRow): OwnedClassroom {
  const { archivedAt, joinCode, joinCodeExpiresAt, createdAt, ...classroom } = row;
  return {
    ...classroom,
    joinCode: joinCode && formatJoinCode(joinCode),
    joinCodeExpiresAt: joinCodeExpiresAt?.toISOString() ?? null,
    archived: archivedAt !== null,
    createdAt: createdAt.toISOString(),
  };
}

export async function findClassroom(db: Queryable, id: string): Promise<OwnedClassroom | undefined> {
  const [row] = await db.query<ClassroomRow>(`${CLASSROOM_SELECT} WHERE c.id = $1`, [id]);
  return row && toClassroom(row);
}

/** The teacher's classes, the current ones first, then by creation. */
export async function listClassrooms(db: Queryable, teacherId: string): Promise<OwnedClassroom[]> {
  const rows = await db.query<ClassroomRow>(
    `${CLASSROOM_SELECT} WHERE c.teacher_id = $1 ORDER BY c.archived_at IS NOT NULL, c.created_at DESC, c.id`,
    [teacherId],
  );
  return rows.map(toClassroom);
}

export async function insertClassroom(
  db: Queryable,
  classroom: {
    teacherId: string;
    name: string;
    grade: ClassroomGrade;
    schoolYear: string;
    joinCode: { code: string; expiresAt: Date };
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO classrooms (teacher_id, name, grade, school_year, join_code, join_code_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      classroom.teacherId,
      classroom.name,
      classroom.grade,
      classroom.schoolYear,
      classroom.joinCode.code,
      classroom.joinCode.expiresAt,
    ],
  );
  return row!.id;
}

export async function renameClassroom(db: Queryable, id: string, name: string): Promise<void> {
  await db.query('UPDATE classrooms SET name = $2 WHERE id = $1', [id, name]);
}

/** Archived: the code goes at once, the students stay listed. */
export async function archiveClassroom(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE classrooms SET archived_at = $2, join_code = NULL, join_code_expires_at = NULL WHERE id = $1',
    [id, at],
  );
}

/** The new code replaces the old one in the same row: the old one stops working with this statement. */
export async function replaceJoinCode(
  db: Queryable,
  id: string,
  joinCode: { code: string; expiresAt: Date },
) {
  await db.query('UPDATE classrooms SET join_code = $2, join_code_expires_at = $3 WHERE id = $1', [
    id,
    joinCode.code,
    joinCode.expiresAt,
  ]);
}
