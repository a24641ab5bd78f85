import type { ProfileType } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { type AccountRow, findAccountByEmail, recordSignIn } from './accounts.repository';
import { authErrors } from './auth-errors';
import { verifyPassword } from './passwords';
import { isStaffEmail } from './staff';

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same answer after
 * the same work; "not confirmed yet" is said only to someone who knows the password.
 */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string; profile_type: ProfileType },
): Promise<AccountRow> {
  const account = await findAccountByEmail(app.database.db, credentials.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, credentials.password);
  if (!account || !valid) throw authErrors.invalidCredentials();
  if (!account.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  await recordSignIn(app.database.db, account.id, {
    profileType: credentials.profile_type,
    isStaff: isStaffEmail(app.config, account.email),
    now: app.clock.now(),
  });
  return { ...account, profileType: credentials.profile_type };
}
