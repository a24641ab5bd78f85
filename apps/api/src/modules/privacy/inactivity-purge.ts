import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { DAY_MS } from '../../kernel/clock';
import { forgetOldAudit } from '../../kernel/staff-audit';
import type { Mailer } from '../../plugins/mail';
import { scheduleJob } from '../../plugins/scheduled-jobs';
import { deleteAccount } from './account-deletion.service';
import type { AccountErasers } from './account-erasers';
import { inactivityWarningMail } from './privacy-mails';

/** Legal retention: 3 years after the last activity (legal.ts), with a warning 30 days before. */
export const RETENTION_MS = 3 * 365 * DAY_MS;
export const WARNING_NOTICE_MS = 30 * DAY_MS;

export interface PurgeReport {
  warned: number;
  deleted: number;
}

/**
 * One pass of the retention policy at time `now`: warns the accounts that reach 3 years minus
 * 30 days without activity, erases those warned at least 30 days ago and still inactive, and
 * drops expired session and link rows. Safe to run from several instances at once.
 */
/** What the purge needs; the server passes itself, the CLI builds just these. */
export interface PurgeDeps {
  database: DatabaseHandle;
  mailer: Pick<Mailer, 'sendInBackground'>;
  config: Pick<AppConfig, 'publicUrl'>;
  accountErasers: AccountErasers;
}

export async function purgeInactiveAccounts(deps: PurgeDeps, now: Date): Promise<PurgeReport> {
  const { database, mailer, config, accountErasers } = deps;
  const before = (ms: number) => new Date(now.getTime() - ms);

  // Claimed in one UPDATE, so each account is warned once even if two servers run this together.
  const toWarn = await database.query<{ email: string; lastActiveAt: Date }>(
    `UPDATE users SET inactivity_warned_at = $1
     WHERE inactivity_warned_at IS NULL AND last_active_at < $2
     RETURNING email, last_active_at AS "lastActiveAt"`,
    [now, before(RETENTION_MS - WARNING_NOTICE_MS)],
  );
  for (const account of toWarn) {
    const deletionDate = new Date(
      Math.max(account.lastActiveAt.getTime() + RETENTION_MS, now.getTime() + WARNING_NOTICE_MS),
    );
    mailer.sendInBackground({
      to: account.email,
      ...inactivityWarningMail(`${config.publicUrl}/login`, deletionDate),
    });
  }

  const toDelete = await database.query<{ id: string }>(
    'SELECT id FROM users WHERE inactivity_warned_at <= $1 AND last_active_at < $2',
    [before(WARNING_NOTICE_MS), before(RETENTION_MS)],
  );
  let deleted = 0;
  for (const { id } of toDelete) if (await deleteAccount(database, id, accountErasers)) deleted += 1;

  await database.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [before(DAY_MS)]);
  await database.query('DELETE FROM email_tokens WHERE expires_at < $1', [before(DAY_MS)]);
  await forgetOldAudit(database, now);
  return { warned: toWarn.length, deleted };
}

/** Daily on a running server, once across the instances (tests call the pass themselves). */
export function schedulePurge(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'purge-comptes-inactifs',
    label: 'purge des comptes inactifs',
    everyMs: DAY_MS,
    run: () => purgeInactiveAccounts(app, app.clock.now()),
  });
}
