import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { ParentLinkState } from '../../components/parent-request/parent-link-state';
import { useParentOffer } from '../../features/offers/api/parent-offer';
import { OfferContents } from '../../features/offers/components/offer-contents';
import { ParentDecision } from '../../features/offers/components/parent-decision';
import { ParentPaymentReturn } from '../../features/offers/components/parent-payment-return';
import { PaymentRights } from '../../features/offers/components/payment-rights';
import { takeParentToken } from '../../lib/parent-token';
import { usePageTitle } from '../../lib/use-page-title';

/** /parent#jeton=…: the page a parent opens from the e-mail their child sent (in « vous »). */
export default function ParentPage() {
  usePageTitle('Débloquer la suite de Déclic');
  const [params] = useSearchParams();
  const [token] = useState(() => takeParentToken('paiement'));
  const offer = useParentOffer(token);
  const firstName = offer.data?.studentFirstName;
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
        <h1 className="font-display text-3xl font-semibold text-brand-900">
          {firstName ? `Débloquer la suite de Déclic pour ${firstName}` : 'Débloquer la suite de Déclic'}
        </h1>
        <ParentPaymentReturn
          token={token}
          sessionId={params.get('session_id')}
          cancelled={params.get('paiement') === 'annule'}
        />
        <ParentLinkState token={token} query={offer} />
        {offer.data ? (
          <>
            <p className="text-lg">
              {firstName} vous demande d’ouvrir les niveaux 11 à 50 de Déclic, l’application qui l’aide à
              choisir son orientation. Voici ce qu’ils contiennent, ce qu’ils coûtent et vos droits. C’est
              vous qui décidez&#8239;: sans votre accord, rien n’est débité.
            </p>
            <ParentDecision token={token as string} offer={offer.data} />
            <OfferContents reader="vous" />
            <PaymentRights title="Vos droits" />
          </>
        ) : null}
      </div>
    </PublicLayout>
  );
}
