import { renderMail } from '../../plugins/mail-layout';

/** To the company: the staff refused a posting, and why. */
export function offerRefusedMail(offerTitle: string, reason: string, dashboardUrl: string) {
  return renderMail({
    subject: `Votre offre «\u202f${offerTitle}\u202f» n’a pas été publiée`,
    greeting: 'Bonjour,',
    formal: true,
    paragraphs: [
      `L’équipe Déclic a relu votre offre «\u202f${offerTitle}\u202f» et ne l’a pas publiée, pour la raison suivante\u202f: ${reason}`,
      'Vous pouvez la modifier depuis votre espace entreprise\u202f: elle repassera en relecture.',
    ],
    action: { label: 'Ouvrir mon espace entreprise', url: dashboardUrl },
  });
}

/** To the company: a student applied. The message names nobody: the space shows what was sent. */
export function newApplicationMail(offerTitle: string, dashboardUrl: string) {
  return renderMail({
    subject: `Nouvelle candidature pour «\u202f${offerTitle}\u202f»`,
    greeting: 'Bonjour,',
    formal: true,
    paragraphs: [
      `Un élève vient de postuler à votre offre «\u202f${offerTitle}\u202f».`,
      'Retrouvez sa candidature dans votre espace entreprise et répondez-lui\u202f: même un refus l’aide à avancer.',
    ],
    action: { label: 'Voir la candidature', url: dashboardUrl },
  });
}

/** To the student: the company answered. */
export function applicationAnsweredMail(offerTitle: string, statusLabel: string, listUrl: string) {
  return renderMail({
    subject: `Ta candidature «\u202f${offerTitle}\u202f» a bougé`,
    greeting: 'Salut\u202f!',
    paragraphs: [
      `L’entreprise a répondu à ta candidature pour «\u202f${offerTitle}\u202f». Son état\u202f: ${statusLabel.toLowerCase()}.`,
      'Ouvre «\u202fMes candidatures\u202f» pour lire son message.',
    ],
    action: { label: 'Voir mes candidatures', url: listUrl },
  });
}

/** To the company, after 7 days without an answer: every waiting application's posting. */
export function companyWaitingMail(offerTitles: string[], dashboardUrl: string) {
  const count = offerTitles.length;
  return renderMail({
    subject:
      count > 1
        ? `${count}\u00a0candidatures attendent votre réponse`
        : `Une candidature attend votre réponse`,
    greeting: 'Bonjour,',
    formal: true,
    paragraphs: [
      `Depuis une semaine, ${count > 1 ? `${count}\u00a0élèves attendent` : 'un élève attend'} une réponse pour\u202f: ${offerTitles.map((title) => `«\u202f${title}\u202f»`).join(', ')}.`,
      'Un mot suffit, même pour dire non\u202f: à 16\u00a0ans, une candidature sans réponse décourage.',
    ],
    action: { label: 'Répondre aux candidatures', url: dashboardUrl },
  });
}

/** To the student, after 7 days without news. */
export function applicationWaitingMail(offerTitle: string, listUrl: string) {
  return renderMail({
    subject: `Pas encore de réponse pour «\u202f${offerTitle}\u202f»`,
    greeting: 'Salut\u202f!',
    paragraphs: [
      `Ta candidature pour «\u202f${offerTitle}\u202f» attend depuis une semaine. C’est fréquent, ne le prends pas pour toi\u202f: l’entreprise vient d’être relancée par Déclic.`,
      'En attendant, continue de chercher\u202f: postuler à plusieurs offres, c’est la bonne méthode.',
    ],
    action: { label: 'Voir mes candidatures', url: listUrl },
  });
}
