import type { ClassLicencePrice } from '@declic/domain';
import type { DatabaseHandle, Queryable } from '../../db/database';

/** The price in force on `today` (ISO day) and the next one dated later, if any. */
export async function readLicencePrices(
  database: DatabaseHandle,
  today: string,
): Promise<{ current: ClassLicencePrice | null; next: ClassLicencePrice | null }> {
  const rows = await database.query<ClassLicencePrice & { upcoming: boolean }>(
    `(SELECT amount_cents AS "amountCents", applies_from::text AS "appliesFrom", false AS upcoming
        FROM class_licence_prices WHERE applies_from <= $1::date
       ORDER BY applies_from DESC, created_at DESC LIMIT 1)
     UNION ALL
     (SELECT amount_cents, applies_from::text, true
        FROM class_licence_prices WHERE applies_from > $1::date
       ORDER BY applies_from DESC, created_at DESC LIMIT 1)`,
    [today],
  );
  const pick = (upcoming: boolean) => {
    const row = rows.find((candidate) => candidate.upcoming === upcoming);
    return row ? { amountCents: row.amountCents, appliesFrom: row.appliesFrom } : null;
  };
  return { current: pick(false), next: pick(true) };
}

export async function insertLicencePrice(database: DatabaseHandle, price: ClassLicencePrice): Promise<void> {
  await database.query('INSERT INTO class_licence_prices (amount_cents, applies_from) VALUES ($1, $2)', [
    price.amountCents,
    price.appliesFrom,
  ]);
}

export type ClassLicenceRow = {
  id: string;
  sessionId: string;
  classroomId: string | null;
  status: 'en_attente' | 'payee';
  schoolYear: string;
  validUntil: Date;
  paidAt: Date | null;
};

const LICENCE_COLUMNS = `id, checkout_session_id AS "sessionId", classroom_id AS "classroomId", status, school_year AS "schoolYear",
  valid_until AS "validUntil", paid_at AS "paidAt"`;

export async function insertPendingLicence(
  database: DatabaseHandle,
  licence: {
    classroomId: string;
    teacherId: string;
    checkoutSessionId: string;
    unitAmountCents: number;
    studentCount: number;
    schoolYear: string;
    validUntil: Date;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO class_licences (classroom_id, teacher_id, checkout_session_id, unit_amount_cents,
       student_count, school_year, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      licence.classroomId,
      licence.teacherId,
      licence.checkoutSessionId,
      licence.unitAmountCents,
      licence.studentCount,
      licence.schoolYear,
      licence.validUntil,
    ],
  );
}

export async function findLicenceBySession(
  database: Queryable,
  sessionId: string,
): Promise<ClassLicenceRow | undefined> {
  const [row] = await database.query<ClassLicenceRow>(
    `SELECT ${LICENCE_COLUMNS} FROM class_licences WHERE checkout_session_id = $1`,
    [sessionId],
  );
  return row;
}

/** The class's licence for its school year: the paid one first, else the last session opened. */
export async function findClassroomLicence(
  database: Queryable,
  classroomId: string,
  schoolYear: string,
): Promise<ClassLicenceRow | undefined> {
  const [row] = await database.query<ClassLicenceRow>(
    `SELECT ${LICENCE_COLUMNS} FROM class_licences WHERE classroom_id = $1 AND school_year = $2
      ORDER BY status = 'payee' DESC, created_at DESC LIMIT 1`,
    [classroomId, schoolYear],
  );
  return row;
}

/** Marks a session paid once; false when it already was (a replayed or late event). */
export async function markLicencePaid(
  database: Queryable,
  sessionId: string,
  payment: { customerId: string | null; paymentIntentId: string | null; paidAt: Date },
): Promise<boolean> {
  const rows = await database.query(
    `UPDATE class_licences SET status = 'payee', customer_id = $2, payment_intent_id = $3, paid_at = $4
      WHERE checkout_session_id = $1 AND status = 'en_attente' RETURNING id`,
    [sessionId, payment.customerId, payment.paymentIntentId, payment.paidAt],
  );
  return rows.length > 0;
}

/** Gives these students the licence's paid levels until its end; a student already covered stays so. */
export async function insertGrants(
  database: Queryable,
  licenceId: string,
  studentIds: string[],
): Promise<void> {
  if (studentIds.length === 0) return;
  await database.query(
    `INSERT INTO class_licence_grants (licence_id, student_id, valid_until)
     SELECT l.id, s.id, l.valid_until FROM class_licences l, unnest($2::uuid[]) AS s(id)
      WHERE l.id = $1
     ON CONFLICT (licence_id, student_id) DO NOTHING`,
    [licenceId, studentIds],
  );
}

export async function countGrants(database: Queryable, licenceId: string): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM class_licence_grants WHERE licence_id = $1',
    [licenceId],
  );
  return row?.count ?? 0;
}

/** The class's paid licences still running at `now` (one in practice; a second paid session is a refund to make). */
export async function findRunningLicenceIds(
  database: Queryable,
  classroomId: string,
  now: Date,
): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `SELECT id FROM class_licences WHERE classroom_id = $1 AND status = 'payee' AND valid_until > $2`,
    [classroomId, now],
  );
  return rows.map((row) => row.id);
}

/** How many sessions were paid for the class and year: more than one is a refund to make. */
export async function countPaidLicences(
  database: Queryable,
  classroomId: string,
  schoolYear: string,
): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM class_licences WHERE classroom_id = $1 AND school_year = $2 AND status = 'payee'`,
    [classroomId, schoolYear],
  );
  return row?.count ?? 0;
}

/** When the student's latest running licence grant ends; null without one. */
export async function findLicenceEnd(
  database: Queryable,
  studentId: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await database.query<{ end: Date | null }>(
    'SELECT max(valid_until) AS end FROM class_licence_grants WHERE student_id = $1 AND valid_until > $2',
    [studentId, now],
  );
  return row?.end ?? null;
}
