import {
  COMPANY_OFFER_KIND_LABELS,
  COMPANY_OFFER_STATUS_LABELS,
  type CompanyOffer,
  type CompanyOfferStatus,
  formatClockTime,
  formatDate,
  MEETING_MODE_LABELS,
} from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { useCloseOffer } from '../api/company-space';
import { ReceivedApplications } from './received-applications';

const STATUS_TONES: Record<CompanyOfferStatus, ChipTone> = {
  en_attente: 'sun',
  publiee: 'mint',
  refusee: 'coral',
  fermee: 'neutral',
};

const plural = (count: number, one: string, many: string) => `${count}\u00a0${count > 1 ? many : one}`;

/** When and how: the days of a job, or a meeting's day, hour, mode and places. */
function details(offer: CompanyOffer): string {
  const start = formatDate(offer.startsOn);
  if (offer.kind === 'rencontre') {
    const mode = offer.meetingMode ? MEETING_MODE_LABELS[offer.meetingMode] : '';
    const time = offer.meetingTime ? ` à ${formatClockTime(offer.meetingTime)}` : '';
    return `Le ${start}${time} · ${mode} · ${plural(offer.places ?? 0, 'place', 'places')}`;
  }
  const days = offer.endsOn ? `Du ${start} au ${formatDate(offer.endsOn)}` : `À partir du ${start}`;
  return offer.hoursPerWeek ? `${days} · ${offer.hoursPerWeek}\u00a0h par semaine` : days;
}

/** One posting: its state, its anonymous figures, and what the company can do with it. */
export function OfferCard({ offer, onEdit }: { offer: CompanyOffer; onEdit: (offer: CompanyOffer) => void }) {
  const [showApplications, setShowApplications] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const close = useCloseOffer();
  const closed = offer.status === 'fermee';
  const meeting = offer.kind === 'rencontre';
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3 className="text-xl font-semibold">{offer.title}</h3>
          <p className="text-ink-soft">
            {COMPANY_OFFER_KIND_LABELS[offer.kind]} · {offer.city} · {details(offer)}
          </p>
        </div>
        <Chip tone={STATUS_TONES[offer.status]}>{COMPANY_OFFER_STATUS_LABELS[offer.status]}</Chip>
      </div>
      {offer.status === 'refusee' && offer.refusalReason ? (
        <Alert tone="error">Raison du refus : {offer.refusalReason}</Alert>
      ) : null}
      <p className="text-sm">
        {meeting
          ? plural(offer.applications, 'demande', 'demandes')
          : `${plural(offer.applications, 'candidature', 'candidatures')} · gardée par ${plural(offer.saves, 'élève', 'élèves')} dans sa liste`}
      </p>
      {close.isError ? <Alert tone="error">{close.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={showApplications ? 'primary' : 'secondary'}
          aria-expanded={showApplications}
          onClick={() => setShowApplications(!showApplications)}
        >
          {meeting ? 'Demandes' : 'Candidatures'} ({offer.applications})
          <span className="sr-only"> pour {offer.title}</span>
        </Button>
        {closed ? null : (
          <>
            <Button size="sm" variant="secondary" onClick={() => onEdit(offer)}>
              Modifier<span className="sr-only"> {offer.title}</span>
            </Button>
            {confirmClose ? (
              <>
                <Button size="sm" disabled={close.isPending} onClick={() => close.mutate(offer.id)}>
                  Oui, fermer définitivement
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmClose(false)}>
                  Garder l’offre
                </Button>
              </>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirmClose(true)}>
                Fermer l’offre<span className="sr-only"> {offer.title}</span>
              </Button>
            )}
          </>
        )}
      </div>
      {showApplications ? <ReceivedApplications offerId={offer.id} title={offer.title} /> : null}
    </Card>
  );
}
