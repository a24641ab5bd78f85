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
