import {
  APPLICATION_REMINDER_DAYS,
  COMPANY_OFFER_KIND_LABELS,
  formatClockTime,
  formatDate,
  type MyApplication,
} from '@declic/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApplicationStatusChip } from '../../../components/applications/application-status-chip';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMyApplications } from '../../../lib/my-applications';
import { TEXTES } from '../textes';
import type { ApplyTarget } from './apply-dialog';
import { ReportCompanyDialog } from './report-company-dialog';

const WAIT_MS = APPLICATION_REMINDER_DAYS * 24 * 60 * 60 * 1000;

/** Still « envoyée » on an open offer, with no news for a week (the server has reminded the company). */
function waitingTooLong(application: MyApplication, now: number): boolean {
  return (
    application.status === 'envoyee' &&
    application.offer.open &&
    now - Date.parse(application.updatedAt) >= WAIT_MS
  );
}

function ApplicationCard({
  application,
  onReport,
}: {
  application: MyApplication;
  onReport: (application: MyApplication) => void;
}) {
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
        <ApplicationStatusChip status={application.status} />
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
      {waitingTooLong(application, Date.now()) ? <p className="text-sm">{TEXTES.sansNouvelles}</p> : null}
      <div>
        <Button size="sm" variant="ghost" onClick={() => onReport(application)}>
          {TEXTES.signaler}
          <span className="sr-only"> {offer.company}</span>
        </Button>
      </div>
    </Card>
  );
}

/** « Mes candidatures »: every application to a Déclic offer and where it stands. */
export function MyApplications() {
  const applications = useMyApplications();
  const [reporting, setReporting] = useState<ApplyTarget | null>(null);
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
        <ApplicationCard
          key={application.id}
          application={application}
          onReport={({ offer }) => setReporting({ id: offer.id, title: offer.title })}
        />
      ))}
      <ReportCompanyDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
