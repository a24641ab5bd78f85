import { FREE_LEVEL_LIMIT } from '@declic/domain';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useCheckout } from '../../../features/offers/api/checkout';
import { usePaymentsConfig } from '../../../features/offers/api/payments-config';
import { OfferCard } from '../../../features/offers/components/offer-card';
import { OfferContents } from '../../../features/offers/components/offer-contents';
import { PaymentReturn } from '../../../features/offers/components/payment-return';
import { PaymentRights } from '../../../features/offers/components/payment-rights';
import { useProfile } from '../../../features/profile/api/get-profile';
import { usePageTitle } from '../../../lib/use-page-title';

const ADULT_AGE = 18;

/** /app/offres: the paid offers for a teenager and a parent, and the way back from Stripe. */
export default function OffersPage() {
  usePageTitle('Les offres');
  const [params] = useSearchParams();
  const config = usePaymentsConfig();
  const profile = useProfile();
  const checkout = useCheckout();
  const age = profile.data?.age ?? null;
  const adult = age !== null && age >= ADULT_AGE;
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
      {config.data && online && !adult ? (
        <Alert tone="info">
          Tu as moins de {ADULT_AGE} ans : c’est un parent qui paie. Montre-lui cette page ; la demande par
          e-mail à un parent arrive bientôt dans Déclic.
        </Alert>
      ) : null}
      {checkout.isError ? <Alert tone="error">{checkout.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(config.data?.offers ?? []).map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            canPay={online && adult}
            paying={checkout.isPending && checkout.variables === offer.id}
            onPay={() => checkout.mutate(offer.id)}
          />
        ))}
      </div>
      <OfferContents />
      <PaymentRights />
    </div>
  );
}
