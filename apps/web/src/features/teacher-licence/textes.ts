import { formatDate, formatEurosCents, formatNumber, typographieFr } from '@declic/domain';

const lastDay = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);
const students = (count: number) => `${formatNumber(count)}\u00a0élève${count > 1 ? 's' : ''}`;

/** The class licence as the teacher reads it (issue 47, item 7): vouvoiement. */
export const TEXTES = {
  title: 'Licence de classe',
  loading: 'Chargement de la licence…',
  loadError: 'Impossible de lire la licence de la classe pour l’instant. Réessayez dans un moment.',
  pitch: (isoDay: string) =>
    typographieFr(
      `Avec la licence, les élèves de la classe ont les niveaux payants (au-delà du niveau 10) jusqu’au ${lastDay(isoDay)}. Ceux qui rejoignent la classe ensuite en profitent aussi.`,
    ),
  total: (count: number, totalCents: number) =>
    typographieFr(`Pour vos ${students(count)} : ${formatEurosCents(totalCents / 100)}`),
  noStudents: typographieFr(
    'Invitez d’abord vos élèves : la licence se paie pour les élèves inscrits dans la classe.',
  ),
  pay: 'Payer la licence de la classe',
  paying: 'Ouverture du paiement…',
  stripeNote: typographieFr(
    'Le paiement se fait par carte sur la page sécurisée de Stripe ; une facture est envoyée à l’adresse saisie.',
  ),
  pending: typographieFr(
    'Un paiement a été commencé. S’il est terminé, la licence s’affiche ici dans un instant ; sinon, vous pouvez le reprendre.',
  ),
  active: (isoDay: string) => `Licence active jusqu’au ${lastDay(isoDay)}`,
  covered: (count: number) =>
    typographieFr(
      `${students(count)} couvert${count > 1 ? 's' : ''}. Ceux qui rejoignent la classe d’ici là le sont aussi ; un élève qui quitte la classe garde l’accès jusqu’à la fin de l’année scolaire.`,
    ),
  yearOver: (schoolYear: string) =>
    typographieFr(
      `L’année scolaire ${schoolYear} de cette classe est terminée : sa licence ne se paie plus.`,
    ),
};
