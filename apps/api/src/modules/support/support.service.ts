import type { BugReportReceipt } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { insertBugReport, markBugReportMailed, type NewBugReport } from './support.repository';

/** Sends one plain-text e-mail; the app's mailer is adapted to this in support.routes.ts. */
export type SendMail = (message: {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}) => Promise<void>;

export function bugReportMail(report: NewBugReport, id: string): { subject: string; text: string } {
  const title = report.title || '(sans titre)';
  return {
    subject: `[Déclic] Signalement de bug : ${title}`.replace(/[\r\n\t]+/g, ' ').slice(0, 200),
    text: [
      `Signalement ${id}`,
      `Titre : ${title}`,
      `De : ${report.email ?? 'visiteur anonyme'}${report.userId ? ` (compte ${report.userId})` : ''}`,
      `Page : ${report.location || 'non précisée'}`,
      `Navigateur : ${report.userAgent || 'non précisé'}`,
      '',
      report.description,
    ].join('\n'),
  };
}

/**
 * Stores the report first (nothing is lost if the mail fails), then e-mails it to the support
 * address when a mailer is configured. A mail failure is logged, not shown as an error: the
 * report is safely kept.
 */
export async function submitBugReport(
  deps: { database: DatabaseHandle; log: FastifyBaseLogger; supportEmail: string; sendMail?: SendMail },
  report: NewBugReport,
): Promise<BugReportReceipt> {
  const id = await insertBugReport(deps.database, report);
  if (!deps.sendMail) return { id, mailed: false };
  try {
    await deps.sendMail({
      to: deps.supportEmail,
      ...bugReportMail(report, id),
      ...(report.email ? { replyTo: report.email } : {}),
    });
    await markBugReportMailed(deps.database, id);
    return { id, mailed: true };
  } catch (error) {
    deps.log.error({ err: error, bugReportId: id }, 'envoi du signalement au support impossible');
    return { id, mailed: false };
  }
}
