import { FREE_LEVEL_LIMIT } from '@declic/domain';
import { useSearchParams } from 'react-router';
import { ParentRequestPanel } from '../../../components/parent-request/parent-request-panel';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCheckout } from '../../../features/offers/api/checkout';
import { useAskParent, useParentRequest } from '../../../features/offers/api/parent-request';
import { usePaymentsConfig } from '../../../features/offers/api/payments-config';
import { usePaymentPlan } from '../../../features/offers/api/plan';
import { usePortal } from '../../../features/offers/api/portal';
import { OfferCard } from '../../../features/offers/components/offer-card';
import { OfferContents } from '../../../features/offers/components/offer-contents';
import { PaymentReturn } from '../../../features/offers/components/payment-return';
import { PaymentRights } from '../../../features/offers/components/payment-rights';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/offres: the paid offers for a teenager and a parent, and the way back from Stripe. */
export default function OffersPage() {
  usePageTitle('Les offres');
  const [params] = useSearchParams();
  const config = usePaymentsConfig();
  const parentRequest = useParentRequest();
  const checkout = useCheckout();
  const portal = usePortal();
  const askParent = useAskParent();
  const plan = usePaymentPlan();
  const needsParent = parentRequest.data?.needsParent ?? true;
  const online = Boolean(config.data?.online);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-semibold text-brand-900">
        Aller plus loin que le niveau {FREE_LEVEL_LIMIT}
      </h1>
      <PaymentReturn sessionId={params.get('session_id')} cancelled={params.get('paiement') === 'annule'} />
      <p className="text-lg">
        Les {FREE_LEVEL_LIMIT} premiers niveaux sont gratuits. La suite t’emmène du premier CV jusqu’à ta
        feuille de route pour les trois prochaines années.
      </p>
      {config.isPending ? <p role="status">Chargement des offres…</p> : null}
      {config.isError ? <Alert tone="error">{config.error.message}</Alert> : null}
      {config.data && !online ? (
        <Alert tone="info">
          Le paiement en ligne n’est pas encore ouvert. En attendant, l’équipe Déclic peut ouvrir l’accès :
          écris-nous avec le bouton « Signaler un bug ».
        </Alert>
      ) : null}
      {online && parentRequest.data?.needsParent ? (
        <ParentRequestPanel
          title="Demander à un parent"
          intro={
            <p>
              Tu as moins de 18&nbsp;ans&#8239;: c’est un parent qui paie. Il reçoit un e-mail avec une page
              qui lui explique l’offre. S’il est d’accord, il paie en ligne et tes niveaux s’ouvrent tout
              seuls.
            </p>
          }
          request={parentRequest.data.request}
          send={askParent}
          acceptedNote="L’accès s’ouvre dès que le paiement est confirmé."
        />
      ) : null}
      {checkout.isError ? <Alert tone="error">{checkout.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(config.data?.offers ?? []).map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            canPay={online && !needsParent}
            paying={checkout.isPending && checkout.variables === offer.id}
            onPay={() => checkout.mutate(offer.id)}
          />
        ))}
      </div>
      {online && plan.data?.canManage ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="self-start"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            Gérer le paiement et les factures
          </Button>
          {portal.isError ? <Alert tone="error">{portal.error.message}</Alert> : null}
        </div>
      ) : null}
      <OfferContents />
      <PaymentRights />
    </div>
  );
}
