import type { DatabaseHandle } from '../../db/database';

export interface ParentRequestRow {
  id: string;
  studentId: string;
  parentEmail: string;
  sends: number;
  lastSentAt: Date;
  expiresAt: Date;
  consentedAt: Date | null;
  /** True once a Checkout opened from this request is paid (lifetime or running subscription). */
  paid: boolean;
}

type Row = {
  id: string;
  student_id: string;
  parent_email: string;
  sends: number;
  last_sent_at: Date | string;
  expires_at: Date | string;
  consented_at: Date | string | null;
  paid: boolean;
};

const SELECT = `
  SELECT r.id, r.student_id, r.parent_email, r.sends, r.last_sent_at, r.expires_at, r.consented_at,
    EXISTS (SELECT 1 FROM payments p WHERE p.parent_request_id = r.id
            AND p.status IN ('paye', 'actif', 'impaye')) AS paid
  FROM parent_requests r`;

const toRequest = (row: Row): ParentRequestRow => ({
  id: row.id,
  studentId: row.student_id,
  parentEmail: row.parent_email,
  sends: Number(row.sends),
  lastSentAt: new Date(row.last_sent_at),
  expiresAt: new Date(row.expires_at),
  consentedAt: row.consented_at === null ? null : new Date(row.consented_at),
  paid: row.paid,
});

export async function findRequestOfStudent(
  database: DatabaseHandle,
  studentId: string,
): Promise<ParentRequestRow | null> {
  const [row] = await database.query<Row>(`${SELECT} WHERE r.student_id = $1`, [studentId]);
  return row ? toRequest(row) : null;
}

export async function findRequestByTokenHash(
  database: DatabaseHandle,
  tokenHash: string,
): Promise<ParentRequestRow | null> {
  const [row] = await database.query<Row>(`${SELECT} WHERE r.token_hash = $1`, [tokenHash]);
  return row ? toRequest(row) : null;
}

/**
 * A first sending, or a sending to another address: the student's one request starts over
 * (new link, count back to 1, consent cleared: it was given by someone else).
 */
export async function startRequest(
  database: DatabaseHandle,
  request: { studentId: string; parentEmail: string; tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await database.query(
    `INSERT INTO parent_requests (student_id, parent_email, token_hash, last_sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id) DO UPDATE SET parent_email = EXCLUDED.parent_email,
       token_hash = EXCLUDED.token_hash, last_sent_at = EXCLUDED.last_sent_at,
       expires_at = EXCLUDED.expires_at, sends = 1, consented_at = NULL, consent_version = NULL`,
    [request.studentId, request.parentEmail, request.tokenHash, request.sentAt, request.expiresAt],
  );
}

/** The same address again: a new link (the old one stops working), one more sending counted. */
export async function recordResend(
  database: DatabaseHandle,
  requestId: string,
  link: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await database.query(
    `UPDATE parent_requests SET token_hash = $2, last_sent_at = $3, expires_at = $4, sends = sends + 1
     WHERE id = $1`,
    [requestId, link.tokenHash, link.sentAt, link.expiresAt],
  );
}

/** Keeps the consent as given (first time only): when, and which version of the text. */
export async function recordConsent(
  database: DatabaseHandle,
  requestId: string,
  version: string,
): Promise<void> {
  await database.query(
    `UPDATE parent_requests SET consented_at = coalesce(consented_at, now()),
       consent_version = coalesce(consent_version, $2)
     WHERE id = $1`,
    [requestId, version],
  );
}

/** The first name and age the parent page and the minor rule need. */
export async function readStudentIdentity(
  database: DatabaseHandle,
  studentId: string,
): Promise<{ firstName: string | null; age: number | null; email: string } | null> {
  const [row] = await database.query<{ first_name: string | null; age: number | null; email: string }>(
    `SELECT p.first_name, p.age, u.email FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE u.id = $1`,
    [studentId],
  );
  return row
    ? { firstName: row.first_name, age: row.age === null ? null : Number(row.age), email: row.email }
    : null;
}
