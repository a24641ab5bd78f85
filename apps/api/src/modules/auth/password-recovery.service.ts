import { HOUR_MS } from '../../kernel/clock';
import { findAccountByEmail, markEmailConfirmed, setPasswordHash } from './accounts.repository';
import type { AuthDeps } from './auth-deps';
import { linkRefused } from './auth-errors';
import { recoveryLink, recoveryMail } from './auth-mails';
import { consumeEmailToken, createEmailToken } from './email-tokens.repository';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions.service';

export const RECOVERY_TTL_MS = HOUR_MS;

/** 'Mot de passe oublié ?': a one-hour link if the address has an account; the same answer otherwise. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  // Looked up after the answer: a known address and an unknown one answer alike, as fast.
  deps.background.run('mot de passe oublié', () => mailRecoveryLink(deps, email));
}

async function mailRecoveryLink(deps: AuthDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.database, email);
  if (!account) return;
  const token = await createEmailToken(
    deps.database,
    account.id,
    'recovery',
    deps.clock.now(),
    RECOVERY_TTL_MS,
  );
  const link = recoveryLink(deps.publicUrl, token);
  deps.mailer.sendInBackground({ to: account.email, ...recoveryMail(link), actionUrl: link });
}

/** Sets the new password and closes every session of the account. */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  // The cheap check first: a flood of made-up tokens never reaches the (costly) password hash.
  const result = await consumeEmailToken(deps.database, token, 'recovery', now);
  if (!result.ok) throw linkRefused(result.reason);
  await setPasswordHash(deps.database, result.userId, await hashPassword(password));
  // The link reached the mailbox: that proves the address as well as a confirmation link would.
  await markEmailConfirmed(deps.database, result.userId, now);
  await endAllSessions(deps, result.userId);
}
