import type { LevelHeadcount } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { paidAccessSql } from '../../kernel/paid-access';

// Students only: staff and company accounts are not part of the journey's figures.
const STUDENTS = "u.profile_type = 'student' AND NOT u.is_staff";

export async function headcountByLevel(database: DatabaseHandle): Promise<LevelHeadcount[]> {
  const rows = await database.query<{ level: number; students: string | number }>(
    `SELECT coalesce(p.level, 1) AS level, count(*) AS students
       FROM users u LEFT JOIN progression p ON p.user_id = u.id
      WHERE ${STUDENTS} GROUP BY coalesce(p.level, 1) ORDER BY 1`,
  );
  return rows.map((row) => ({ level: Number(row.level), students: Number(row.students) }));
}

/** The counts of the staff's figures, in one round trip. */
export async function studentCounts(database: DatabaseHandle) {
  const [row] = await database.query<Record<string, string | number>>(
    `SELECT
       (SELECT count(*) FROM users u WHERE ${STUDENTS}) AS students,
       (SELECT count(*) FROM users u WHERE ${STUDENTS} AND ${paidAccessSql('u', 'now()')}) AS paid,
       (SELECT count(DISTINCT a.user_id) FROM analysis_results a JOIN users u ON u.id = a.user_id
         WHERE ${STUDENTS} AND a.questionnaire_type = 'orientation') AS questionnaire,
       (SELECT count(*) FROM users u WHERE ${STUDENTS} AND u.last_active_at > now() - interval '7 days') AS active,
       (SELECT count(DISTINCT m.user_id) FROM global_chat m JOIN users u ON u.id = m.user_id
         WHERE ${STUDENTS} AND m.created_at > now() - interval '7 days') AS chat`,
  );
  const count = (key: string) => Number(row?.[key] ?? 0);
  return {
    students: count('students'),
    paidStudents: count('paid'),
    questionnaireCompleted: count('questionnaire'),
    activeLast7Days: count('active'),
    chatAuthorsLast7Days: count('chat'),
  };
}
