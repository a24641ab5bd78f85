import type { ProfileType } from '@declic/domain';
import { DAY_MS } from '../../kernel/clock';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  findFirstName,
  markEmailConfirmed,
} from './accounts.repository';
import type { AuthDeps } from './auth-deps';
import { authErrors, linkRefused } from './auth-errors';
import {
  companyConfirmationMail,
  confirmationLink,
  confirmationMail,
  teacherConfirmationMail,
} from './auth-mails';
import { consumeEmailToken, createEmailToken } from './email-tokens.repository';

export const CONFIRMATION_TTL_MS = DAY_MS;

/** Students are addressed with « tu », professionals with « vous ». */
const CONFIRMATION_MAILS: Record<ProfileType, typeof confirmationMail> = {
  student: confirmationMail,
  company: companyConfirmationMail,
  teacher: teacherConfirmationMail,
};

/** A fresh single-use confirmation link (24 h), sent in the background. */
export async function sendConfirmationMail(
  deps: AuthDeps,
  account: Pick<AccountRow, 'id' | 'email'> & { profileType?: AccountRow['profileType'] },
) {
  const db = deps.database;
  const token = await createEmailToken(db, account.id, 'confirm', deps.clock.now(), CONFIRMATION_TTL_MS);
  const firstName = await findFirstName(db, account.id);
  const link = confirmationLink(deps.publicUrl, token);
  deps.mailer.sendInBackground({
    to: account.email,
    ...CONFIRMATION_MAILS[account.profileType ?? 'student'](link, firstName),
    actionUrl: link,
  });
}

/** Resend: only an account still waiting for confirmation gets a mail; the answer never says which. */
export async function resendConfirmation(deps: AuthDeps, email: string): Promise<void> {
  deps.background.run('renvoi de confirmation', async () => {
    const account = await findAccountByEmail(deps.database, email);
    if (account && !account.emailConfirmedAt) await sendConfirmationMail(deps, account);
  });
}

/** Uses the link once; forged, expired and already-used links each get their own French answer. */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<AccountRow> {
  const now = deps.clock.now();
  const result = await consumeEmailToken(deps.database, token, 'confirm', now);
  if (!result.ok) throw linkRefused(result.reason);
  await markEmailConfirmed(deps.database, result.userId, now);
  await deps.signupConsent.onEmailConfirmed(deps, result.userId);
  const account = await findAccountById(deps.database, result.userId);
  if (!account) throw authErrors.invalidLink();
  return account;
}
