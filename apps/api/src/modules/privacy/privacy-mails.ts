import { formatDate } from '@declic/domain';
import { renderMail } from '../../plugins/mail-layout';

/** Sent 30 days before an inactive account is erased (3 years after the last activity). */
export function inactivityWarningMail(loginUrl: string, deletionDate: Date) {
  return renderMail({
    subject: 'Ton compte Déclic va être supprimé',
    greeting: 'Salut !',
    paragraphs: [
      'Tu ne t’es pas connecté ou connectée à Déclic depuis presque 3 ans.',
      `Comme promis dans nos conditions, on supprime les comptes inactifs depuis 3 ans. Le tien sera effacé le ${formatDate(deletionDate)}, avec toutes ses données.`,
      'Tu veux le garder ? Connecte-toi simplement avant cette date.',
    ],
    action: { label: 'Garder mon compte', url: loginUrl },
    note: 'Si tu ne fais rien, ton compte et tes données seront supprimés définitivement.',
  });
}
