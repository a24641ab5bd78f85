import { COMPANY_OFFER_KIND_LABELS, formatDate, type PendingOffer } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { usePendingCompanyOffers, useReviewCompanyOffer } from '../api/company-offers';

function PendingOfferItem({ offer }: { offer: PendingOffer }) {
  const [reason, setReason] = useState('');
  const { decide, suspend } = useReviewCompanyOffer();
  const busy = decide.isPending || suspend.isPending;
  const error = decide.error ?? suspend.error;
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-line p-3">
      <h3 className="text-lg font-semibold">{offer.title}</h3>
      <p className="text-sm text-ink-soft">
        {offer.company.organisation} · SIRET {offer.company.siret} · {offer.company.sector}
      </p>
      <p className="text-sm">
        {COMPANY_OFFER_KIND_LABELS[offer.kind]} · {offer.city} · dès le {formatDate(offer.startsOn)}
        {offer.endsOn ? ` jusqu’au ${formatDate(offer.endsOn)}` : ''}
        {offer.hoursPerWeek ? ` · ${offer.hoursPerWeek}\u00a0h par semaine` : ''}
      </p>
      <p className="whitespace-pre-line">{offer.description}</p>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <TextField
        label="Raison (gardée dans le journal, envoyée à l’entreprise en cas de refus)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => decide.mutate({ id: offer.id, decision: 'approve', reason })}
        >
          Publier<span className="sr-only"> l’offre {offer.title}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => decide.mutate({ id: offer.id, decision: 'refuse', reason })}
        >
          Refuser<span className="sr-only"> l’offre {offer.title}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => suspend.mutate({ companyId: offer.company.id, reason })}
        >
          Suspendre l’entreprise<span className="sr-only"> {offer.company.organisation}</span>
        </Button>
      </div>
    </li>
  );
}

/** The company postings waiting for the staff: publish, refuse with a reason, or suspend the company. */
export function CompanyOffersReview() {
  const offers = usePendingCompanyOffers();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">Offres d’entreprises à valider</h2>
      {offers.isPending ? <p role="status">Chargement…</p> : null}
      {offers.isError ? <Alert tone="error">{offers.error.message}</Alert> : null}
      {offers.data?.length === 0 ? <p className="text-ink-soft">Aucune offre n’attend.</p> : null}
      <ul aria-label="Offres d’entreprises à valider" className="flex flex-col gap-3">
        {offers.data?.map((offer) => (
          <PendingOfferItem key={offer.id} offer={offer} />
        ))}
      </ul>
    </Card>
  );
}
