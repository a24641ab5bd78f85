/** The two ways to open the levels above the free limit (issue « Offres payantes »). */
export type OffreId = 'premium' | 'abonnement';

export interface Offre {
  id: OffreId;
  /** Stripe Checkout mode: one payment, or a monthly subscription. */
  mode: 'payment' | 'subscription';
  /** Amount in cents (EUR), the single source of the prices created on Stripe. */
  amountCents: number;
  currency: 'eur';
  interval: 'month' | null;
  /** Stripe price lookup key: the API finds (or creates) the price under this name. */
  lookupKey: string;
  label: string;
  priceLabel: string;
  description: string;
}

export const OFFRES: Record<OffreId, Offre> = {
  premium: {
    id: 'premium',
    mode: 'payment',
    amountCents: 3000,
    currency: 'eur',
    interval: null,
    lookupKey: 'declic_premium_30',
    label: 'Parcours premium',
    priceLabel: '30\u00a0€ une fois',
    description: 'Un seul paiement\u202f: les niveaux au-delà du niveau 10 restent ouverts pour toujours.',
  },
  abonnement: {
    id: 'abonnement',
    mode: 'subscription',
    amountCents: 500,
    currency: 'eur',
    interval: 'month',
    lookupKey: 'declic_abonnement_5',
    label: 'Abonnement',
    priceLabel: '5\u00a0€ par mois',
    description:
      'Les niveaux au-delà du niveau 10 sont ouverts tant que l’abonnement court\u202f; résiliable à tout moment, l’accès dure jusqu’à la fin du mois payé.',
  },
};

export const OFFRE_IDS = ['premium', 'abonnement'] as const satisfies readonly OffreId[];

/** The product both prices belong to on Stripe. */
export const STRIPE_PRODUCT_NAME = 'Déclic Premium';
