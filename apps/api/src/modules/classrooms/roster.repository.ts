import type { Queryable } from '../../db/database';
import { paidAccessSql } from '../../kernel/paid-access';

/** A student of the class with what the teacher always sees, and the four switches. */
export type RosterRow = {
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  isPaid: boolean;
  xp: number;
  lastActiveAt: Date;
  questionnaireDone: boolean;
  metiers: boolean;
  formations: boolean;
  parcoursup: boolean;
  roadMap: boolean;
};

// Read in one join (docs/architecture.md: a module reads other tables, writes only its own).
const ROSTER_SELECT = `SELECT m.student_id AS "studentId", p.first_name AS "firstName", p.last_name AS "lastName",
    coalesce(g.level, 1) AS level, ${paidAccessSql('u', 'now()')} AS "isPaid", coalesce(g.xp, 0) AS xp, u.last_active_at AS "lastActiveAt",
    EXISTS (SELECT 1 FROM analysis_results a WHERE a.user_id = m.student_id AND a.questionnaire_type = 'orientation')
      AS "questionnaireDone",
    m.share_metiers AS metiers, m.share_formations AS formations, m.share_parcoursup AS parcoursup,
    m.share_road_map AS "roadMap"
  FROM classroom_memberships m
  JOIN users u ON u.id = m.student_id
  LEFT JOIN profiles p ON p.user_id = m.student_id
  LEFT JOIN progression g ON g.user_id = m.student_id`;

export function rosterOf(db: Queryable, classroomId: string): Promise<RosterRow[]> {
  return db.query<RosterRow>(
    `${ROSTER_SELECT} WHERE m.classroom_id = $1 ORDER BY lower(coalesce(p.first_name, '')), m.joined_at, m.id`,
    [classroomId],
  );
}

/** One student of the class; undefined when they are not (or no longer) in it. */
export async function rosterStudent(
  db: Queryable,
  classroomId: string,
  studentId: string,
): Promise<RosterRow | undefined> {
  const [row] = await db.query<RosterRow>(
    `${ROSTER_SELECT} WHERE m.classroom_id = $1 AND m.student_id = $2`,
    [classroomId, studentId],
  );
  return row;
}
