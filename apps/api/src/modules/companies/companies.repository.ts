import type { Company } from '@declic/domain';
import type { DatabaseHandle, Queryable } from '../../db/database';

export interface NewCompanyAccount {
  email: string;
  passwordHash: string;
  organisation: string;
  siret: string;
  contactFirstName: string;
  contactLastName: string;
  sector: string;
  street: string;
  postalCode: string;
  city: string;
  department: string;
}

/** The company user, a profile naming its contact person (the e-mails greet them), the organisation. */
export async function insertCompanyAccount(
  db: Pick<DatabaseHandle, 'transaction'>,
  account: NewCompanyAccount,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, profile_type) VALUES ($1, $2, 'company') RETURNING id`,
      [account.email, account.passwordHash],
    );
    const id = user!.id;
    await tx.query(
      'INSERT INTO profiles (user_id, first_name, last_name, department) VALUES ($1, $2, $3, $4)',
      [id, account.contactFirstName, account.contactLastName, account.department],
    );
    await tx.query(
      `INSERT INTO companies (user_id, organisation, siret, contact_first_name, contact_last_name, sector,
         street, postal_code, city, department)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        account.organisation,
        account.siret,
        account.contactFirstName,
        account.contactLastName,
        account.sector,
        account.street,
        account.postalCode,
        account.city,
        account.department,
      ],
    );
    return id;
  });
}

const COMPANY_COLUMNS = `user_id AS id, organisation, siret, contact_first_name AS "contactFirstName",
  contact_last_name AS "contactLastName", sector, street, postal_code AS "postalCode", city, department,
  suspended_at IS NOT NULL AS suspended`;

export async function findCompany(db: Queryable, userId: string): Promise<Company | undefined> {
  const [row] = await db.query<Company>(`SELECT ${COMPANY_COLUMNS} FROM companies WHERE user_id = $1`, [
    userId,
  ]);
  return row;
}

export async function setCompanySuspension(
  db: Queryable,
  userId: string,
  suspension: { at: Date; reason: string } | null,
): Promise<Company | undefined> {
  const [row] = await db.query<Company>(
    `UPDATE companies SET suspended_at = $2, suspension_reason = $3 WHERE user_id = $1 RETURNING ${COMPANY_COLUMNS}`,
    [userId, suspension?.at ?? null, suspension?.reason ?? null],
  );
  return row;
}

/** The address the company's e-mails go to. */
export async function companyEmail(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email;
}
