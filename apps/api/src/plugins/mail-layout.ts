/** The pieces of a Déclic e-mail: a greeting, paragraphs, one button, a closing note. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long the link stays valid. */
  note?: string;
  /** « vous » for an adult who is not a student (a parent); students get « tu ». */
  formal?: boolean;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The same message as plain text and as simple, accessible HTML (lang fr, real link text). */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label} : ${content.action.url}`);
  if (content.note) textParts.push(content.note);
  textParts.push('À très vite,\nL’équipe Déclic');

  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4c32c9;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4a4563">${content.formal ? 'Si le bouton ne marche pas, copiez ce lien dans votre navigateur' : 'Si le bouton ne marche pas, copie ce lien dans ton navigateur'} : <br><a href="${escapeHtml(content.action.url)}" style="color:#3a2799;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbfaff;font-family:Arial,sans-serif;color:#1c1634;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-size:24px;font-weight:bold;color:#3a2799">Déclic</p>
${[content.greeting, ...content.paragraphs].map(paragraph).join('\n')}
${button}
${content.note ? paragraph(content.note) : ''}
<p style="margin:24px 0 0">À très vite,<br>L’équipe Déclic</p>
</div></body></html>`;
  return { subject: content.subject, text: textParts.join('\n\n'), html };
}
