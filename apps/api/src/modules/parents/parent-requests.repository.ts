import type { DatabaseHandle } from '../../db/database';

/** paiement: a parent pays for a minor; inscription: a parent allows a student under 15. */
export type ParentPurpose = 'paiement' | 'inscription';

export interface ParentRequestRow {
  id: string;
  studentId: string;
  purpose: ParentPurpose;
  parentEmail: string;
  /** 0 while the link waits for the student's own e-mail confirmation. */
  sends: number;
  lastSentAt: Date;
  expiresAt: Date;
  reminders: number;
  consentedAt: Date | null;
  withdrawnAt: Date | null;
  createdAt: Date;
  /** True once a Checkout opened from this request is paid (lifetime or running subscription). */
  paid: boolean;
}

type Row = {
  id: string;
  student_id: string;
  purpose: ParentPurpose;
  parent_email: string;
  sends: number;
  last_sent_at: Date | string;
  expires_at: Date | string;
  reminders: number;
  consented_at: Date | string | null;
  withdrawn_at: Date | string | null;
  created_at: Date | string;
  paid: boolean;
};

const SELECT = `
  SELECT r.id, r.student_id, r.purpose, r.parent_email, r.sends, r.last_sent_at, r.expires_at,
    r.reminders, r.consented_at, r.withdrawn_at, r.created_at,
    EXISTS (SELECT 1 FROM payments p WHERE p.parent_request_id = r.id
            AND p.status IN ('paye', 'actif', 'impaye')) AS paid
  FROM parent_requests r`;

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const toRequest = (row: Row): ParentRequestRow => ({
  id: row.id,
  studentId: row.student_id,
  purpose: row.purpose,
  parentEmail: row.parent_email,
  sends: Number(row.sends),
  lastSentAt: new Date(row.last_sent_at),
  expiresAt: new Date(row.expires_at),
  reminders: Number(row.reminders),
  consentedAt: dateOrNull(row.consented_at),
  withdrawnAt: dateOrNull(row.withdrawn_at),
  createdAt: new Date(row.created_at),
  paid: row.paid,
});

export async function findRequestOfStudent(
  database: DatabaseHandle,
  studentId: string,
  purpose: ParentPurpose,
): Promise<ParentRequestRow | null> {
  const [row] = await database.query<Row>(`${SELECT} WHERE r.student_id = $1 AND r.purpose = $2`, [
    studentId,
    purpose,
  ]);
  return row ? toRequest(row) : null;
}

export async function findRequestByTokenHash(
  database: DatabaseHandle,
  tokenHash: string,
  purpose: ParentPurpose,
): Promise<ParentRequestRow | null> {
  const [row] = await database.query<Row>(`${SELECT} WHERE r.token_hash = $1 AND r.purpose = $2`, [
    tokenHash,
    purpose,
  ]);
  return row ? toRequest(row) : null;
}

export interface NewLink {
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/**
 * A first sending, or a sending to another address: the student's request starts over (new
 * link, count back to `sends`, consent cleared: it was given by someone else).
 */
export async function startRequest(
  database: DatabaseHandle,
  request: { studentId: string; purpose: ParentPurpose; parentEmail: string; sends: number } & NewLink,
): Promise<void> {
  await database.query(
    `INSERT INTO parent_requests (student_id, purpose, parent_email, token_hash, sends, last_sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (student_id, purpose) DO UPDATE SET parent_email = EXCLUDED.parent_email,
       token_hash = EXCLUDED.token_hash, sends = EXCLUDED.sends, last_sent_at = EXCLUDED.last_sent_at,
       expires_at = EXCLUDED.expires_at, reminders = 0, consented_at = NULL, consent_version = NULL,
       withdrawn_at = NULL`,
    [
      request.studentId,
      request.purpose,
      request.parentEmail,
      request.tokenHash,
      request.sends,
      request.sentAt,
      request.expiresAt,
    ],
  );
}

/** The same address again: a new link (the old one stops working), one more sending counted. */
export async function recordResend(
  database: DatabaseHandle,
  requestId: string,
  link: NewLink,
): Promise<void> {
  await database.query(
    `UPDATE parent_requests SET token_hash = $2, last_sent_at = $3, expires_at = $4, sends = sends + 1
     WHERE id = $1`,
    [requestId, link.tokenHash, link.sentAt, link.expiresAt],
  );
}

/** A reminder: a new link too (only the hash is kept), counted apart from the student's sendings. */
export async function recordReminder(
  database: DatabaseHandle,
  requestId: string,
  tokenHash: string,
): Promise<void> {
  await database.query(
    'UPDATE parent_requests SET token_hash = $2, reminders = reminders + 1 WHERE id = $1',
    [requestId, tokenHash],
  );
}

/** Keeps the consent as given (first time only): when, and which version of the text. */
export async function recordConsent(
  database: DatabaseHandle,
  requestId: string,
  version: string,
  at: Date,
): Promise<void> {
  await database.query(
    `UPDATE parent_requests SET consented_at = coalesce(consented_at, $3),
       consent_version = coalesce(consent_version, $2), withdrawn_at = NULL
     WHERE id = $1`,
    [requestId, version, at],
  );
}

export async function recordWithdrawal(database: DatabaseHandle, requestId: string, at: Date): Promise<void> {
  await database.query('UPDATE parent_requests SET withdrawn_at = $2 WHERE id = $1', [requestId, at]);
}

/** Sign-up requests neither consented nor withdrawn: candidates for a reminder or deletion. */
export async function listWaitingSignupRequests(database: DatabaseHandle): Promise<ParentRequestRow[]> {
  const rows = await database.query<Row>(
    `${SELECT} WHERE r.purpose = 'inscription' AND r.consented_at IS NULL AND r.withdrawn_at IS NULL`,
  );
  return rows.map(toRequest);
}

/** The first name and age the parent's page and the age rules need. */
export async function readStudentIdentity(
  database: DatabaseHandle,
  studentId: string,
): Promise<{ firstName: string | null; age: number | null; email: string } | null> {
  const [row] = await database.query<{ first_name: string | null; age: number | null; email: string }>(
    `SELECT p.first_name, p.age, u.email FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE u.id = $1`,
    [studentId],
  );
  if (!row) return null;
  return { firstName: row.first_name, age: row.age === null ? null : Number(row.age), email: row.email };
}
