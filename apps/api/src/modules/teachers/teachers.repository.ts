import type { Establishment, Teacher, TeacherStatus } from '@declic/domain';
import type { DatabaseHandle, Queryable } from '../../db/database';

export interface NewTeacherAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  establishment: Establishment;
  academicEmail: boolean;
  status: TeacherStatus;
}

/** The teacher user, a profile with their name (e-mails and students read it), their establishment. */
export async function insertTeacherAccount(
  db: Pick<DatabaseHandle, 'transaction'>,
  account: NewTeacherAccount,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, profile_type) VALUES ($1, $2, 'teacher') RETURNING id`,
      [account.email, account.passwordHash],
    );
    const id = user!.id;
    await tx.query('INSERT INTO profiles (user_id, first_name, last_name) VALUES ($1, $2, $3)', [
      id,
      account.firstName,
      account.lastName,
    ]);
    const { establishment } = account;
    await tx.query(
      `INSERT INTO teachers (user_id, uai, establishment_name, establishment_town, establishment_department,
         academic_email, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        establishment.uai,
        establishment.name,
        establishment.town,
        establishment.department,
        account.academicEmail,
        account.status,
      ],
    );
    return id;
  });
}

type TeacherRow = Omit<Teacher, 'establishment' | 'createdAt'> & {
  uai: string;
  establishmentName: string;
  town: string | null;
  department: string | null;
  createdAt: Date;
};

const TEACHER_SELECT = `SELECT t.user_id AS id, coalesce(p.first_name, '') AS "firstName",
    coalesce(p.last_name, '') AS "lastName", u.email, t.uai, t.establishment_name AS "establishmentName",
    t.establishment_town AS town, t.establishment_department AS department, t.status,
    t.academic_email AS "academicEmail", t.created_at AS "createdAt"
  FROM teachers t JOIN users u ON u.id = t.user_id LEFT JOIN profiles p ON p.user_id = t.user_id`;

function toTeacher(row: TeacherRow): Teacher {
  const { uai, establishmentName, town, department, createdAt, ...teacher } = row;
  return {
    ...teacher,
    establishment: { uai, name: establishmentName, town, department },
    createdAt: createdAt.toISOString(),
  };
}

export async function findTeacher(db: Queryable, userId: string): Promise<Teacher | undefined> {
  const [row] = await db.query<TeacherRow>(`${TEACHER_SELECT} WHERE t.user_id = $1`, [userId]);
  return row && toTeacher(row);
}

/** Teachers of one status, oldest first: the staff handle the longest waits first. */
export async function listTeachers(db: Queryable, status: TeacherStatus, limit: number): Promise<Teacher[]> {
  const rows = await db.query<TeacherRow>(
    `${TEACHER_SELECT} WHERE t.status = $1 ORDER BY t.created_at, t.user_id LIMIT $2`,
    [status, limit],
  );
  return rows.map(toTeacher);
}

/** Changes the status; undefined when no teacher has this id. */
export async function updateTeacherStatus(
  db: Queryable,
  userId: string,
  change: { status: TeacherStatus; reason: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE teachers SET status = $2, status_reason = $3, status_changed_at = $4 WHERE user_id = $1 RETURNING user_id`,
    [userId, change.status, change.reason, change.at],
  );
  return rows.length > 0;
}
