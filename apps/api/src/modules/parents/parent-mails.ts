import { CONSENT_AGE, LEVELS_BEFORE_CONSENT, OFFRES, PARENT_LINK_VALID_DAYS } from '@declic/domain';
import { type MailContent, renderMail } from '../../plugins/mail-layout';
import type { ParentPurpose } from './parent-requests.repository';

/** The parent's pages; the token rides in the fragment, so it never reaches a server log. */
const PAGES: Record<ParentPurpose, string> = { paiement: '/parent', inscription: '/parent/accord' };

export function parentLink(publicUrl: string, purpose: ParentPurpose, token: string): string {
  return `${publicUrl}${PAGES[purpose]}#jeton=${encodeURIComponent(token)}`;
}

const closingNote = (firstName: string) =>
  `Ce lien est valable ${PARENT_LINK_VALID_DAYS}\u00a0jours. Si vous ne connaissez pas ${firstName}, ignorez ce message.`;

/** To a parent asked to pay, in « vous »: what is asked, what it costs, and that ignoring it is fine. */
function paymentMail(firstName: string, url: string): MailContent {
  const { premium, abonnement } = OFFRES;
  return {
    formal: true,
    subject: `${firstName} vous demande de débloquer la suite de Déclic`,
    greeting: 'Bonjour,',
    paragraphs: [
      `${firstName} utilise Déclic, une application qui aide les 15-20\u00a0ans à choisir leur orientation. Les dix premiers niveaux sont gratuits\u202f; la suite (niveaux 11 à 50\u00a0: CV, lettres de motivation, vœux Parcoursup, entretiens…) est payante.`,
      `Comme ${firstName} a moins de 18\u00a0ans, c’est à vous de décider. La page ci-dessous présente le contenu de l’offre, ses deux formules (${premium.priceLabel}, ou ${abonnement.priceLabel} résiliable à tout moment) et vos droits. Vous pourrez y donner votre accord et payer en ligne.`,
    ],
    action: { label: 'Voir l’offre et décider', url },
    note: `${closingNote(firstName)} Rien ne sera débité sans votre accord.`,
  };
}

/** To a parent of a student under 15, in « vous »: what Déclic is, what is stored, how to say yes or no. */
function signupMail(firstName: string, url: string): MailContent {
  return {
    formal: true,
    subject: `${firstName} a besoin de votre accord pour utiliser Déclic`,
    greeting: 'Bonjour,',
    paragraphs: [
      `${firstName} vient de créer un compte sur Déclic, une application gratuite qui aide les jeunes à choisir leur orientation (questionnaire, fiches métiers, niveaux à franchir).`,
      `Comme ${firstName} a moins de ${CONSENT_AGE}\u00a0ans, la loi demande l’accord d’un parent pour enregistrer ses réponses et sa progression. En attendant, seuls les niveaux 1 à ${LEVELS_BEFORE_CONSENT} sont ouverts.`,
      'La page ci-dessous explique ce que nous enregistrons et pourquoi. Vous pourrez y donner votre accord, et le retirer plus tard avec ce même lien.',
    ],
    action: { label: 'Lire et donner mon accord', url },
    note: closingNote(firstName),
  };
}

export function parentMail(
  purpose: ParentPurpose,
  publicUrl: string,
  token: string,
  firstName: string,
  reminder: boolean,
) {
  const url = parentLink(publicUrl, purpose, token);
  const content = purpose === 'paiement' ? paymentMail(firstName, url) : signupMail(firstName, url);
  const reminded = reminder
    ? {
        subject: `Rappel\u202f: ${content.subject}`,
        note: `${content.note} Ce lien remplace celui de l’e-mail précédent.`,
      }
    : {};
  return { ...renderMail({ ...content, ...reminded }), actionUrl: url };
}
