import { renderMail } from '../../plugins/mail-layout';

/** Links in e-mails land on the web app: the address fragment never reaches server logs. */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#access_token=${encodeURIComponent(token)}&type=signup`;
}

export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl}/login#access_token=${encodeURIComponent(token)}&type=recovery`;
}

export function confirmationMail(link: string, firstName: string | null) {
  return renderMail({
    subject: 'Confirme ton adresse e-mail pour Déclic',
    greeting: firstName ? `Salut ${firstName} !` : 'Salut !',
    paragraphs: [
      'Bienvenue sur Déclic. Il reste une étape pour activer ton compte : confirmer ton adresse e-mail.',
      'Clique sur le bouton ci-dessous. Tu arriveras directement dans ton espace.',
    ],
    action: { label: 'Confirmer mon adresse', url: link },
    note: 'Ce lien marche une seule fois, pendant 24 heures. Si tu n’as pas créé de compte, ignore simplement ce message.',
  });
}

/** Professionals are addressed with « vous ». */
export function companyConfirmationMail(link: string, firstName: string | null) {
  return renderMail({
    subject: 'Confirmez l’adresse de votre espace entreprise Déclic',
    greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    formal: true,
    paragraphs: [
      'Merci d’avoir créé l’espace entreprise de votre organisation sur Déclic.',
      'Confirmez votre adresse e-mail\u202f: vous pourrez ensuite proposer vos offres aux élèves. Chaque offre est relue par l’équipe Déclic avant d’être publiée.',
    ],
    action: { label: 'Confirmer mon adresse', url: link },
    note: 'Ce lien marche une seule fois, pendant 24 heures. Si vous n’avez pas créé de compte, ignorez ce message.',
  });
}

/** Teachers too are addressed with « vous »; the staff may still have to open their space. */
export function teacherConfirmationMail(link: string, firstName: string | null) {
  return renderMail({
    subject: 'Confirmez l’adresse de votre espace enseignant Déclic',
    greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    formal: true,
    paragraphs: [
      'Merci d’avoir créé votre espace enseignant sur Déclic.',
      'Confirmez votre adresse e-mail. Avec une adresse académique, votre espace s’ouvre aussitôt. Avec une autre adresse, l’équipe Déclic vérifie d’abord votre compte et vous écrit dès qu’il est ouvert.',
    ],
    action: { label: 'Confirmer mon adresse', url: link },
    note: 'Ce lien marche une seule fois, pendant 24 heures. Si vous n’avez pas créé de compte, ignorez ce message.',
  });
}

export function existingAccountMail(loginUrl: string) {
  return renderMail({
    subject: 'Tu as déjà un compte Déclic',
    greeting: 'Salut !',
    paragraphs: [
      'Quelqu’un (sans doute toi) a voulu créer un compte Déclic avec cette adresse. Elle a déjà un compte confirmé.',
      'Connecte-toi avec ton mot de passe. Si tu l’as oublié, clique sur « Mot de passe oublié ? » sur la page de connexion.',
    ],
    action: { label: 'Me connecter', url: loginUrl },
    note: 'Si ce n’était pas toi, tu n’as rien à faire : ton compte n’a pas changé.',
  });
}

export function recoveryMail(link: string) {
  return renderMail({
    subject: 'Choisis un nouveau mot de passe Déclic',
    greeting: 'Salut !',
    paragraphs: [
      'Tu as demandé à changer ton mot de passe Déclic.',
      'Clique sur le bouton pour en choisir un nouveau. Par sécurité, tu seras déconnecté ou déconnectée de tous tes appareils.',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: link },
    note: 'Ce lien marche une seule fois, pendant 1 heure. Si tu n’as rien demandé, ignore ce message : ton mot de passe reste le même.',
  });
}
