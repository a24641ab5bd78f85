import type { BugReportInput } from '@declic/domain';

// Mail clients truncate or refuse very long mailto: links; the description is cut well before.
const MAX_DESCRIPTION_IN_DRAFT = 1500;

/** The mail draft opened when the report cannot be sent (spec section 2). */
export function bugReportMailto(supportEmail: string, report: BugReportInput): string {
  const title = report.title?.trim();
  const description = report.description.trim();
  const subject = title ? `Signalement de bug : ${title}` : 'Signalement de bug';
  const body = [
    description.length > MAX_DESCRIPTION_IN_DRAFT
      ? `${description.slice(0, MAX_DESCRIPTION_IN_DRAFT)}…`
      : description,
    '',
    `Page : ${report.location ?? ''}`,
    `Navigateur : ${report.userAgent ?? ''}`,
  ].join('\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Opens the user's mail client with the draft, as a click on a mailto: link would. */
export function openMailDraft(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
