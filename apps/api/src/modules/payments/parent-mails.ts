import { OFFRES, PARENT_LINK_VALID_DAYS } from '@declic/domain';
import { renderMail } from '../../plugins/mail-layout';

/** The token rides in the fragment: it never reaches a server log. */
export function parentLink(publicUrl: string, token: string): string {
  return `${publicUrl}/parent#jeton=${encodeURIComponent(token)}`;
}

/** To the parent, in « vous »: what is asked, what it costs, and that ignoring it is fine. */
export function parentRequestMail(link: string, studentFirstName: string) {
  const { premium, abonnement } = OFFRES;
  return renderMail({
    formal: true,
    subject: `${studentFirstName} vous demande de débloquer la suite de Déclic`,
    greeting: 'Bonjour,',
    paragraphs: [
      `${studentFirstName} utilise Déclic, une application qui aide les 15-20\u00a0ans à choisir leur orientation. Les dix premiers niveaux sont gratuits\u202f; la suite (niveaux 11 à 50\u00a0: CV, lettres de motivation, vœux Parcoursup, entretiens…) est payante.`,
      `Comme ${studentFirstName} a moins de 18\u00a0ans, c’est à vous de décider. La page ci-dessous présente le contenu de l’offre, ses deux formules (${premium.priceLabel}, ou ${abonnement.priceLabel} résiliable à tout moment) et vos droits. Vous pourrez y donner votre accord et payer en ligne.`,
    ],
    action: { label: 'Voir l’offre et décider', url: link },
    note: `Ce lien est valable ${PARENT_LINK_VALID_DAYS}\u00a0jours. Si vous ne connaissez pas ${studentFirstName} ou ne souhaitez pas donner suite, ignorez ce message\u00a0: rien ne sera débité.`,
  });
}
