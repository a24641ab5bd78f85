import { APPLICATION_REMINDER_DAYS } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { DAY_MS, HOUR_MS } from '../../kernel/clock';
import type { Mailer } from '../../plugins/mail';
import { scheduleJob } from '../../plugins/scheduled-jobs';
import { listSilentApplications, markReminded } from './applications.repository';
import { applicationWaitingMail, companyWaitingMail } from './company-mails';

export interface FollowUpDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * One pass: every application of an open posting still « envoyée » with no news for 7 days gets a
 * reminder, once per week of silence — one e-mail to each company for all its waiting ones, one
 * to each student for theirs.
 */
export async function remindSilentApplications(deps: FollowUpDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - APPLICATION_REMINDER_DAYS * DAY_MS);
  const silent = await listSilentApplications(deps.database, before);
  if (silent.length === 0) return 0;
  const titlesByCompany = new Map<string, string[]>();
  for (const application of silent) {
    titlesByCompany.set(application.companyEmail, [
      ...(titlesByCompany.get(application.companyEmail) ?? []),
      application.offerTitle,
    ]);
  }
  for (const [email, titles] of titlesByCompany) {
    deps.mailer.sendInBackground({
      to: email,
      ...companyWaitingMail(titles, `${deps.publicUrl}/entreprise`),
    });
  }
  for (const application of silent) {
    deps.mailer.sendInBackground({
      to: application.studentEmail,
      ...applicationWaitingMail(application.offerTitle, `${deps.publicUrl}/app/candidatures`),
    });
  }
  await markReminded(
    deps.database,
    silent.map((application) => application.id),
    now,
  );
  return silent.length;
}

/** Hourly on a running server, once across the instances. */
export function scheduleApplicationFollowUp(app: FastifyInstance): void {
  const deps = { database: app.database, mailer: app.mailer, publicUrl: app.config.publicUrl };
  scheduleJob(app, {
    name: 'relance-candidatures',
    label: 'relance des candidatures sans réponse',
    everyMs: HOUR_MS,
    run: () => remindSilentApplications(deps, app.clock.now()),
  });
}
