import { randomBytes } from 'node:crypto';
import { badgeLabel, type Certificate, type CertificateBadge } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

interface Row extends Record<string, unknown> {
  code: string;
  first_name: string;
  issued_at: Date | string;
  badge: string;
}

const toCertificate = (row: Row): Certificate => ({
  code: row.code,
  firstName: row.first_name,
  badge: badgeLabel(row.badge),
  issuedAt: new Date(row.issued_at).toISOString(),
});

/**
 * The student's certificate, issued the first time (72 random bits: the link cannot be guessed);
 * the first name is the profile's, or « Un élève » when it is empty.
 */
export async function issueCertificate(
  database: DatabaseHandle,
  userId: string,
  badge: CertificateBadge = 'expert',
): Promise<Certificate> {
  await database.query(
    `INSERT INTO expert_certificates (code, user_id, first_name, badge)
     SELECT $2, $1, coalesce(nullif(trim(p.first_name), ''), 'Un élève'), $3
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1
     ON CONFLICT (user_id, badge) DO NOTHING`,
    [userId, randomBytes(9).toString('base64url'), badge],
  );
  const [row] = await database.query<Row>(
    'SELECT code, first_name, issued_at, badge FROM expert_certificates WHERE user_id = $1 AND badge = $2',
    [userId, badge],
  );
  if (!row) throw new Error('certificat non créé');
  return toCertificate(row);
}

export async function findCertificate(
  database: DatabaseHandle,
  code: string,
): Promise<Certificate | undefined> {
  const [row] = await database.query<Row>(
    'SELECT code, first_name, issued_at, badge FROM expert_certificates WHERE code = $1',
    [code],
  );
  return row ? toCertificate(row) : undefined;
}
