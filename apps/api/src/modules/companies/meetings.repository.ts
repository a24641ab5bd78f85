import { DECLIC_OFFER_PREFIX, type Meeting } from '@declic/domain';
import type { Queryable } from '../../db/database';

/** Requests that hold a place: every one the company has not declined. */
const TAKEN_PLACES = `(SELECT count(*)::int FROM company_applications a WHERE a.offer_id = o.id AND a.status <> 'refusee')`;

/**
 * Published meetings from `today` on, of companies not suspended: the student's département first,
 * then video ones from anywhere, and any the student already asked for.
 */
export async function listMeetings(db: Queryable, studentId: string, today: string): Promise<Meeting[]> {
  const rows = await db.query<Omit<Meeting, 'id'> & { id: number }>(
    `WITH me AS (SELECT department FROM profiles WHERE user_id = $1)
     SELECT o.id, o.title, o.description, c.organisation AS company, c.sector, o.city, o.department,
            o.meeting_mode AS mode, to_char(o.starts_on, 'YYYY-MM-DD') AS day, o.meeting_time AS time,
            greatest(o.places - ${TAKEN_PLACES}, 0) AS "placesLeft", mine.status AS "myStatus"
       FROM company_offers o
       JOIN companies c ON c.user_id = o.company_id
       LEFT JOIN company_applications mine ON mine.offer_id = o.id AND mine.student_id = $1
       LEFT JOIN me ON true
      WHERE o.kind = 'rencontre' AND o.status = 'publiee' AND c.suspended_at IS NULL AND o.starts_on >= $2
        AND (o.department = me.department OR o.meeting_mode = 'visio' OR mine.id IS NOT NULL)
      ORDER BY (o.department = me.department) DESC, o.starts_on, o.meeting_time, o.id
      LIMIT 30`,
    [studentId, today],
  );
  return rows.map((row) => ({ ...row, id: `${DECLIC_OFFER_PREFIX}${row.id}` }));
}

/** How many places of a meeting are still free. */
export async function placesLeft(db: Queryable, offerId: number): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    `SELECT greatest(coalesce(o.places, 0) - ${TAKEN_PLACES}, 0) AS left FROM company_offers o WHERE o.id = $1`,
    [offerId],
  );
  return row?.left ?? 0;
}
