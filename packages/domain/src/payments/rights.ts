/**
 * The buyer's rights shown beside the offers: each is a fact with its source and the date the
 * rule applies from (checked when the page was written), never prose buried in a component.
 */
export interface PaymentRight {
  text: string;
  source: { label: string; url: string };
  /** The date the rule applies from, ISO. */
  appliesFrom: string;
}

export const PAYMENT_RIGHTS: readonly PaymentRight[] = [
  {
    text: 'Après un achat en ligne, on a en principe 14 jours pour changer d’avis (droit de rétractation).',
    source: {
      label: 'Code de la consommation, article L221-18',
      url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565/',
    },
    appliesFrom: '2016-07-01',
  },
  {
    text: 'Pour un contenu numérique comme les niveaux de Déclic, ce droit tombe si l’accès commence tout de suite avec l’accord exprès de celui qui paie : c’est ce qui est accepté au moment de payer.',
    source: {
      label: 'Code de la consommation, article L221-28',
      url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565/',
    },
    appliesFrom: '2022-01-01',
  },
  {
    text: 'L’abonnement se résilie à tout moment, depuis l’espace client Stripe (bouton « Gérer le paiement et les factures » du profil ou de la page des offres) ; l’accès dure jusqu’à la fin du mois déjà payé.',
    source: {
      label: 'Conditions d’utilisation et de vente de Déclic',
      url: '/legal/conditions',
    },
    appliesFrom: '2026-11-25',
  },
];
