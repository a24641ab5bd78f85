import type { ApplicationStatus, MyApplication, ReceivedApplication } from '@declic/domain';
import { DECLIC_OFFER_PREFIX } from '@declic/domain';
import type { Queryable } from '../../db/database';

export interface NewApplication {
  offerId: number;
  studentId: string;
  firstName: string;
  message: string;
  cv: { label: string; text: string }[] | null;
  letter: string | null;
  email: string | null;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Null when the student already applied to this posting. */
export async function insertApplication(db: Queryable, application: NewApplication): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO company_applications (offer_id, student_id, first_name, message, cv, letter, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (offer_id, student_id) DO NOTHING RETURNING id`,
    [
      application.offerId,
      application.studentId,
      application.firstName,
      application.message,
      application.cv === null ? null : JSON.stringify(application.cv),
      application.letter,
      application.email,
    ],
  );
  return row?.id ?? null;
}

const RECEIVED_COLUMNS = `a.id, a.offer_id AS "offerId", a.first_name AS "firstName", a.message, a.cv, a.letter,
  a.email, a.status, a.company_message AS "companyMessage", ${ISO('a.created_at')} AS "createdAt",
  ${ISO('a.updated_at')} AS "updatedAt"`;

export function listReceivedApplications(db: Queryable, offerId: number): Promise<ReceivedApplication[]> {
  return db.query<ReceivedApplication>(
    `SELECT ${RECEIVED_COLUMNS} FROM company_applications a WHERE a.offer_id = $1 ORDER BY a.created_at DESC`,
    [offerId],
  );
}

export type ApplicationOwners = { companyId: string; studentId: string; offerTitle: string };

export async function findApplicationOwners(
  db: Queryable,
  id: string,
): Promise<ApplicationOwners | undefined> {
  const [row] = await db.query<ApplicationOwners>(
    `SELECT o.company_id AS "companyId", a.student_id AS "studentId", o.title AS "offerTitle"
       FROM company_applications a JOIN company_offers o ON o.id = a.offer_id WHERE a.id = $1`,
    [id],
  );
  return row;
}

export async function answerApplication(
  db: Queryable,
  id: string,
  answer: { status: ApplicationStatus; message: string },
): Promise<ReceivedApplication> {
  const [row] = await db.query<ReceivedApplication>(
    `UPDATE company_applications a SET status = $2, company_message = coalesce(nullif($3, ''), a.company_message),
       updated_at = now()
     WHERE a.id = $1 RETURNING ${RECEIVED_COLUMNS}`,
    [id, answer.status, answer.message],
  );
  return row!;
}

export async function listMyApplications(db: Queryable, studentId: string): Promise<MyApplication[]> {
  const rows = await db.query<
    Omit<MyApplication, 'offer'> & { offer: Omit<MyApplication['offer'], 'id'> & { id: number } }
  >(
    `SELECT a.id, a.status, a.company_message AS "companyMessage", ${ISO('a.created_at')} AS "createdAt",
            ${ISO('a.updated_at')} AS "updatedAt",
            json_build_object('id', o.id, 'title', o.title, 'company', c.organisation, 'city', o.city,
              'kind', o.kind, 'open', o.status = 'publiee' AND c.suspended_at IS NULL,
              'startsOn', to_char(o.starts_on, 'YYYY-MM-DD'), 'meetingTime', o.meeting_time) AS offer
       FROM company_applications a
       JOIN company_offers o ON o.id = a.offer_id
       JOIN companies c ON c.user_id = o.company_id
      WHERE a.student_id = $1
      ORDER BY a.updated_at DESC, a.id`,
    [studentId],
  );
  return rows.map((row) => ({
    ...row,
    offer: { ...row.offer, id: `${DECLIC_OFFER_PREFIX}${row.offer.id}` },
  }));
}

/** Read only: the first name an application carries, the address a notification goes to. */
export async function userContact(
  db: Queryable,
  userId: string,
): Promise<{ email: string; firstName: string | null } | undefined> {
  const [row] = await db.query<{ email: string; firstName: string | null }>(
    'SELECT u.email, p.first_name AS "firstName" FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1',
    [userId],
  );
  return row;
}

/** Read only: the answer a student saved for one step of a level (the CV of level 15). */
export async function savedStepAnswer(
  db: Queryable,
  userId: string,
  level: number,
  stepId: string,
): Promise<unknown> {
  const [row] = await db.query<{ answer: unknown }>(
    'SELECT answer FROM level_step_answers WHERE user_id = $1 AND level = $2 AND step_id = $3',
    [userId, level, stepId],
  );
  return row?.answer;
}

export type SilentApplication = {
  id: string;
  offerTitle: string;
  companyEmail: string;
  studentEmail: string;
};

/** « Envoyée », on an open posting, with no news (answer or reminder) since `before`. */
export function listSilentApplications(db: Queryable, before: Date): Promise<SilentApplication[]> {
  return db.query<SilentApplication>(
    `SELECT a.id, o.title AS "offerTitle", cu.email AS "companyEmail", su.email AS "studentEmail"
       FROM company_applications a
       JOIN company_offers o ON o.id = a.offer_id
       JOIN companies c ON c.user_id = o.company_id
       JOIN users cu ON cu.id = c.user_id
       JOIN users su ON su.id = a.student_id
      WHERE a.status = 'envoyee' AND o.status = 'publiee' AND c.suspended_at IS NULL
        AND greatest(a.updated_at, coalesce(a.reminded_at, a.updated_at)) <= $1
      ORDER BY a.created_at`,
    [before],
  );
}

export async function markReminded(db: Queryable, ids: string[], at: Date): Promise<void> {
  await db.query('UPDATE company_applications SET reminded_at = $2 WHERE id = ANY($1::uuid[])', [ids, at]);
}
