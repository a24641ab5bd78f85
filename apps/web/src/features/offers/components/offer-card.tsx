import type { PaymentsConfig } from '@declic/domain';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

type Offer = PaymentsConfig['offers'][number];

interface OfferCardProps {
  offer: Offer;
  /** Online payment open and the payer is an adult: the button goes to Stripe. */
  canPay: boolean;
  paying: boolean;
  onPay: () => void;
  /** The button's words; « Choisir : <offre> » by default. */
  payLabel?: string;
}

/** One offer: its name, price, what it means, and the way to pay when it is open. */
export function OfferCard({ offer, canPay, paying, onPay, payLabel }: OfferCardProps) {
  const headingId = `offre-${offer.id}`;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {offer.label}
      </h2>
      <p className="text-2xl font-bold text-brand-800">{offer.priceLabel}</p>
      <p className="text-ink-soft">{offer.description}</p>
      {canPay ? (
        <Button onClick={onPay} disabled={paying} className="mt-auto self-start">
          <CreditCard aria-hidden="true" className="size-5" />
          {paying ? 'Ouverture du paiement…' : (payLabel ?? `Choisir\u202F: ${offer.label}`)}
        </Button>
      ) : null}
    </Card>
  );
}
