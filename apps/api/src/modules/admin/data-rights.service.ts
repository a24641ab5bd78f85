import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import type { RateLimitKeys } from '../../plugins/rate-limit-keys';
import type { AuthDeps } from '../auth';
import { endAllSessions, readAccount, sendConfirmationMail } from '../auth';
import type { AccountErasers } from '../privacy';
import { type DataExport, deleteAccount, exportUserData } from '../privacy';

const noAccount = () => new HttpError(404, 'compte_introuvable', 'Aucun compte ne correspond.');

/**
 * The rights a person exercises by writing to the team (access, erasure), done with the very code
 * of « Mes données »; and the confirmation e-mail sent again. Each one is written to the journal.
 */
export async function exportOnRequest(
  database: DatabaseHandle,
  actor: StaffActor,
  userId: string,
  now: Date,
): Promise<DataExport> {
  const data = await exportUserData(database, userId, now);
  if (!data) throw noAccount();
  await recordStaffAction(database, actor, 'export_donnees', userId);
  return data;
}

/** The journal line is written first: once the account is gone, it keeps the reason, not the person. */
export async function deleteOnRequest(
  deps: Pick<AuthDeps, 'database' | 'clock' | 'realtime'> & {
    accountErasers: AccountErasers;
    counters: Pick<RateLimitKeys, 'forget'>;
  },
  actor: StaffActor,
  userId: string,
): Promise<void> {
  if (!(await readAccount(deps.database, userId))) throw noAccount();
  if (actor.staffId === userId) {
    throw new HttpError(
      409,
      'suppression_de_soi',
      'Pour supprimer ton propre compte, passe par « Mes données ».',
    );
  }
  await recordStaffAction(deps.database, actor, 'suppression_compte', userId);
  await endAllSessions(deps, userId);
  await deleteAccount(deps.database, userId, deps.accountErasers, deps.counters);
}

export async function resendConfirmationOnRequest(
  deps: AuthDeps,
  actor: StaffActor,
  userId: string,
): Promise<void> {
  const account = await readAccount(deps.database, userId);
  if (!account) throw noAccount();
  if (account.emailConfirmedAt) {
    throw new HttpError(409, 'deja_confirme', 'Ce compte a déjà confirmé son adresse e-mail.');
  }
  await sendConfirmationMail(deps, account);
  await recordStaffAction(deps.database, actor, 'renvoi_confirmation', userId);
}
