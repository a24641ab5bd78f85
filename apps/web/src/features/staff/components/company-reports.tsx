import { type CompanyReport, formatDate } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useCompanyReports, useReviewCompanyOffer } from '../api/company-offers';

function ReportItem({ report }: { report: CompanyReport }) {
  const [reason, setReason] = useState('');
  const { suspend, dismiss } = useReviewCompanyOffer();
  const error = suspend.error ?? dismiss.error;
  const busy = suspend.isPending || dismiss.isPending;
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-line p-3">
      <h3 className="text-lg font-semibold">{report.company.organisation}</h3>
      <p className="text-sm text-ink-soft">
        SIRET {report.company.siret} · à propos de «{'\u202f'}
        {report.offerTitle}
        {'\u202f'}» · le {formatDate(report.reportedAt)}
        {report.company.suspended ? ' · déjà suspendue' : ''}
      </p>
      <blockquote className="whitespace-pre-line border-l-4 border-coral-500 pl-3">
        {report.reason}
      </blockquote>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <TextField
        label="Raison (gardée dans le journal)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy || report.company.suspended}
          onClick={() => suspend.mutate({ companyId: report.company.id, reason })}
        >
          Suspendre l’entreprise<span className="sr-only"> {report.company.organisation}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => dismiss.mutate({ reportId: report.id, reason })}
        >
          Classer le signalement<span className="sr-only"> sur {report.company.organisation}</span>
        </Button>
      </div>
    </li>
  );
}

/** What students reported about companies: suspend the company (its offers leave at once) or close. */
export function CompanyReports() {
  const reports = useCompanyReports();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">Entreprises signalées</h2>
      {reports.isPending ? <p role="status">Chargement…</p> : null}
      {reports.isError ? <Alert tone="error">{reports.error.message}</Alert> : null}
      {reports.data?.length === 0 ? <p className="text-ink-soft">Aucun signalement ouvert.</p> : null}
      <ul aria-label="Entreprises signalées" className="flex flex-col gap-3">
        {reports.data?.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
    </Card>
  );
}
