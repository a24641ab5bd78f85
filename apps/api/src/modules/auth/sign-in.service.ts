import { PROFILE_TYPE_LABELS, type ProfileType, typographieFr } from '@declic/domain';
import { HttpError } from '../../plugins/errors';
import { parentalConsentHold } from '../../policies/parental-consent';
import { type AccountRow, findAccountByEmail, recordSignIn } from './accounts.repository';
import type { AuthDeps } from './auth-deps';
import { authErrors } from './auth-errors';
import { verifyPassword } from './passwords';
import { isStaffEmail } from './staff';

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same answer after
 * the same work; "not confirmed yet" is said only to someone who knows the password.
 */
export async function signIn(
  deps: AuthDeps,
  credentials: { email: string; password: string; profile_type: ProfileType },
): Promise<AccountRow> {
  const account = await findAccountByEmail(deps.database, credentials.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, credentials.password);
  if (!account || !valid) throw authErrors.invalidCredentials();
  if (!account.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  // The type is chosen once, at sign-up: a student account never turns into a company one.
  if (account.profileType !== credentials.profile_type) {
    const label = PROFILE_TYPE_LABELS[account.profileType];
    throw new HttpError(
      403,
      'type_de_compte',
      typographieFr(`Ce compte est un compte ${label} : choisis « ${label} » pour te connecter.`),
    );
  }
  if ((await parentalConsentHold(deps.database, account.id)) === 'retire') {
    throw new HttpError(
      403,
      'compte_suspendu',
      'Ton compte est suspendu\u202f: ton parent a retiré son accord. Parles-en avec lui\u202f; il peut le redonner avec le lien de son e-mail.',
    );
  }
  await recordSignIn(deps.database, account.id, {
    isStaff: isStaffEmail(deps.staffEmails, account.email),
    now: deps.clock.now(),
  });
  return account;
}
