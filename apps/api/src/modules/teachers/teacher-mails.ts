import { renderMail } from '../../plugins/mail-layout';

/** To the teacher: the staff opened (or reopened) their space. */
export function teacherSpaceOpenedMail(firstName: string, loginUrl: string) {
  return renderMail({
    subject: 'Votre espace enseignant Déclic est ouvert',
    greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    formal: true,
    paragraphs: [
      'L’équipe Déclic a vérifié votre compte\u202f: votre espace enseignant est ouvert.',
      'Vous pouvez dès maintenant créer vos classes et donner leur code à vos élèves.',
    ],
    action: { label: 'Me connecter', url: loginUrl },
  });
}
