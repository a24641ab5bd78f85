import { CONSENT_REMINDER_DAYS, UNCONFIRMED_CONSENT_DELETION_DAYS } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { DAY_MS, HOUR_MS } from '../../kernel/clock';
import { newOpaqueToken } from '../../kernel/opaque-token';
import type { Mailer } from '../../plugins/mail';
import { scheduleJob } from '../../plugins/scheduled-jobs';
import type { AccountErasers } from '../privacy';
import { deleteAccount } from '../privacy';
import { mailLink, requestStatus, studentIdentity } from './parent-request.service';
import {
  listWaitingSignupRequests,
  type ParentRequestRow,
  recordReminder,
} from './parent-requests.repository';

/** What a pass needs: the reminders' links to mail, the erasers of an account's data beyond its rows. */
export interface ConsentFollowUpDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The app's address, for the link in the reminder. */
  publicUrl: string;
  accountErasers: AccountErasers;
}

export interface FollowUpReport {
  reminded: number;
  deleted: number;
}

function reminderDue(request: ParentRequestRow, now: Date): boolean {
  const days = CONSENT_REMINDER_DAYS[request.reminders];
  if (days === undefined || request.sends === 0 || requestStatus(request, now) !== 'envoyee') return false;
  return now.getTime() - request.lastSentAt.getTime() >= days * DAY_MS;
}

/**
 * One pass over the sign-ups waiting for a parent: a reminder at 3 and 7 days (a new link each
 * time), and the account erased when no parent confirmed within 30 days of the sign-up.
 */
export async function followUpSignupConsents(deps: ConsentFollowUpDeps, now: Date): Promise<FollowUpReport> {
  const report: FollowUpReport = { reminded: 0, deleted: 0 };
  for (const request of await listWaitingSignupRequests(deps.database)) {
    if (now.getTime() - request.createdAt.getTime() >= UNCONFIRMED_CONSENT_DELETION_DAYS * DAY_MS) {
      if (await deleteAccount(deps.database, request.studentId, deps.accountErasers)) report.deleted += 1;
    } else if (reminderDue(request, now)) {
      const { token, hash } = newOpaqueToken();
      await recordReminder(deps.database, request.id, hash);
      const student = await studentIdentity(deps.database, request.studentId);
      mailLink(deps, request, token, student.firstName, true);
      report.reminded += 1;
    }
  }
  return report;
}

/** Hourly on a running server, once across the instances. */
export function scheduleConsentFollowUp(app: FastifyInstance): void {
  const deps: ConsentFollowUpDeps = {
    database: app.database,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    accountErasers: app.accountErasers,
  };
  scheduleJob(app, {
    name: 'suivi-accords-parentaux',
    label: 'suivi des accords parentaux',
    everyMs: HOUR_MS,
    run: () => followUpSignupConsents(deps, app.clock.now()),
  });
}
