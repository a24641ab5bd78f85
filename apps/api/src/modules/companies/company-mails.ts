import { renderMail } from '../../plugins/mail-layout';

/** To the company: the staff refused a posting, and why. */
export function offerRefusedMail(offerTitle: string, reason: string, dashboardUrl: string) {
  return renderMail({
    subject: `Votre offre « ${offerTitle} » n’a pas été publiée`,
    greeting: 'Bonjour,',
    formal: true,
    paragraphs: [
      `L’équipe Déclic a relu votre offre « ${offerTitle} » et ne l’a pas publiée, pour la raison suivante : ${reason}`,
      'Vous pouvez la modifier depuis votre espace entreprise : elle repassera en relecture.',
    ],
    action: { label: 'Ouvrir mon espace entreprise', url: dashboardUrl },
  });
}

/** To the company: a student applied. The message names nobody: the space shows what was sent. */
export function newApplicationMail(offerTitle: string, dashboardUrl: string) {
  return renderMail({
    subject: `Nouvelle candidature pour « ${offerTitle} »`,
    greeting: 'Bonjour,',
    formal: true,
    paragraphs: [
      `Un élève vient de postuler à votre offre « ${offerTitle} ».`,
      'Retrouvez sa candidature dans votre espace entreprise et répondez-lui : même un refus l’aide à avancer.',
    ],
    action: { label: 'Voir la candidature', url: dashboardUrl },
  });
}

/** To the student: the company answered. */
export function applicationAnsweredMail(offerTitle: string, statusLabel: string, listUrl: string) {
  return renderMail({
    subject: `Ta candidature « ${offerTitle} » a bougé`,
    greeting: 'Salut !',
    paragraphs: [
      `L’entreprise a répondu à ta candidature pour « ${offerTitle} ». Son état : ${statusLabel.toLowerCase()}.`,
      'Ouvre « Mes candidatures » pour lire son message.',
    ],
    action: { label: 'Voir mes candidatures', url: listUrl },
  });
}
