import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useReportCompany } from '../api/report-company';
import { TEXTES } from '../textes';
import type { ApplyTarget } from './apply-dialog';

/** « Signaler l’entreprise »: what went wrong, read by the staff who can suspend the company. */
export function ReportCompanyDialog({
  target,
  onClose,
}: {
  target: ApplyTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Signaler l’entreprise"
      description={TEXTES.signalerIntro}
    >
      {target ? <ReportForm key={target.id} target={target} /> : null}
    </Modal>
  );
}

function ReportForm({ target }: { target: ApplyTarget }) {
  const [reason, setReason] = useState('');
  const report = useReportCompany();
  if (report.isSuccess) return <Alert tone="success">{report.data.message}</Alert>;
  function submit(event: FormEvent) {
    event.preventDefault();
    report.mutate({ id: target.id, reason });
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        À propos de «{'\u202f'}
        {target.title}
        {'\u202f'}»
      </p>
      {report.isError ? <Alert tone="error">{report.error.message}</Alert> : null}
      <TextAreaField
        label="Ce qui ne va pas"
        hint="10 caractères au moins. Ton nom n’est pas transmis à l’entreprise."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={report.isPending || reason.trim().length < 10}>
        {report.isPending ? 'Envoi…' : 'Envoyer le signalement'}
      </Button>
    </form>
  );
}
