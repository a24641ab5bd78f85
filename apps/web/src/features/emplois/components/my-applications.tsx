import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  COMPANY_OFFER_KIND_LABELS,
  formatClockTime,
  formatDate,
  type MyApplication,
} from '@declic/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { useMyApplications } from '../../../lib/my-applications';

const TONES: Record<ApplicationStatus, ChipTone> = { envoyee: 'sun', acceptee: 'mint', refusee: 'coral' };

function ApplicationCard({ application }: { application: MyApplication }) {
  const { offer } = application;
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold">{offer.title}</h2>
          <p className="text-ink-soft">
            {offer.company} · {offer.city} · {COMPANY_OFFER_KIND_LABELS[offer.kind]}
            {offer.meetingTime
              ? ` · le ${formatDate(offer.startsOn)} à ${formatClockTime(offer.meetingTime)}`
              : ''}
          </p>
        </div>
        <Chip tone={TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Chip>
      </div>
      <p className="text-sm text-ink-soft">
        Envoyée le {formatDate(application.createdAt)}
        {application.updatedAt !== application.createdAt
          ? ` · dernière nouvelle le ${formatDate(application.updatedAt)}`
          : ''}
        {offer.open ? '' : ' · offre fermée'}
      </p>
      {application.companyMessage ? (
        <blockquote className="rounded-lg bg-brand-50 p-3">
          <span className="font-semibold">Message de l’entreprise{'\u202f'}:</span>{' '}
          {application.companyMessage}
        </blockquote>
      ) : null}
    </Card>
  );
}

/** « Mes candidatures »: every application to a Déclic offer and where it stands. */
export function MyApplications() {
  const applications = useMyApplications();
  if (applications.isPending) return <p role="status">Chargement…</p>;
  if (applications.isError) return <Alert tone="error">{applications.error.message}</Alert>;
  if (applications.data.length === 0) {
    return (
      <p>
        Pas encore de candidature. Les offres marquées «{'\u202f'}Proposée sur Déclic{'\u202f'}» dans{' '}
        <Link to="/app/emplois" className="font-semibold text-brand-700 underline">
          Emplois
        </Link>{' '}
        se postulent directement ici.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {applications.data.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </div>
  );
}
