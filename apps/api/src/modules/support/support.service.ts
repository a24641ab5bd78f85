import type { BugReportReceipt } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { MailMessage } from '../../plugins/mail';
import { renderMail } from '../../plugins/mail-layout';
import { insertBugReport, markBugReportMailed, type NewBugReport } from './support.repository';

// A stuck SMTP server must not keep the student waiting: the report is stored anyway.
const MAIL_TIMEOUT_MS = 10_000;

/** The e-mail the support address receives: every field, the description last and whole. */
export function bugReportMail(report: NewBugReport, id: string): Omit<MailMessage, 'to'> {
  const title = report.title || '(sans titre)';
  return renderMail({
    subject: `[Déclic] Signalement de bug\u202f: ${title}`.replace(/[\r\n\t]+/g, ' ').slice(0, 200),
    greeting: 'Un nouveau signalement de bug vient d’arriver.',
    paragraphs: [
      `Référence\u202f: ${id}`,
      `Titre\u202f: ${title}`,
      `De\u202f: ${report.email ?? 'visiteur anonyme'}${report.userId ? ` (compte ${report.userId})` : ''}`,
      `Page\u202f: ${report.location || 'non précisée'}`,
      `Navigateur\u202f: ${report.userAgent || 'non précisé'}`,
      report.description,
    ],
  });
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse du serveur d’e-mail après ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores the report first (nothing is lost if the mail fails), then e-mails it to the support
 * address. A mail failure is logged, not shown as an error: the report is safely kept and
 * `mailed` says it did not leave.
 */
export async function submitBugReport(
  deps: {
    database: DatabaseHandle;
    log: FastifyBaseLogger;
    supportEmail: string;
    sendMail: (message: MailMessage) => Promise<void>;
  },
  report: NewBugReport,
): Promise<BugReportReceipt> {
  const id = await insertBugReport(deps.database, report);
  try {
    await withTimeout(
      deps.sendMail({ to: deps.supportEmail, ...bugReportMail(report, id) }),
      MAIL_TIMEOUT_MS,
    );
    await markBugReportMailed(deps.database, id);
    return { id, mailed: true };
  } catch (error) {
    deps.log.error({ err: error, bugReportId: id }, 'envoi du signalement au support impossible');
    return { id, mailed: false };
  }
}
