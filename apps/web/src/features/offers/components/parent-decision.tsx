import type { ParentOffer } from '@declic/domain';
import { useState } from 'react';
import { ConsentCheckbox } from '../../../components/parent-request/consent-checkbox';
import { Alert } from '../../../components/ui/alert';
import { useParentCheckout } from '../api/parent-offer';
import { OfferCard } from './offer-card';

/** The parent's choice: the consent, given by ticking, then one of the two offers. */
export function ParentDecision({ token, offer }: { token: string; offer: ParentOffer }) {
  const checkout = useParentCheckout(token);
  const [agreed, setAgreed] = useState(false);

  if (offer.status === 'payee') {
    return (
      <Alert tone="success">
        C’est déjà fait&#8239;: {offer.studentFirstName} a accès aux niveaux payants. Merci&#8239;!
      </Alert>
    );
  }
  if (!offer.online) {
    return (
      <Alert tone="info">
        Le paiement en ligne n’est pas encore ouvert. Revenez sur ce lien dans quelques jours&#8239;: il reste
        valable.
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ConsentCheckbox text={offer.consentText} checked={agreed} onChange={setAgreed} />
      {agreed ? null : (
        <p className="text-sm text-ink-soft">Cochez la case pour pouvoir choisir une formule.</p>
      )}
      {checkout.isError ? <Alert tone="error">{checkout.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {offer.offers.map((item) => (
          <OfferCard
            key={item.id}
            offer={item}
            canPay={agreed}
            payLabel={`Payer\u202F: ${item.label}`}
            paying={checkout.isPending && checkout.variables === item.id}
            onPay={() => checkout.mutate(item.id)}
          />
        ))}
      </div>
    </div>
  );
}
