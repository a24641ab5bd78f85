import { type ApplicationStatus, formatDate, type ReceivedApplication } from '@declic/domain';
import { useState } from 'react';
import { ApplicationStatusChip } from '../../../components/applications/application-status-chip';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useAnswerApplication, useReceivedApplications } from '../api/company-space';
import { TEXTES } from '../textes';

function Answer({ offerId, application }: { offerId: number; application: ReceivedApplication }) {
  const [message, setMessage] = useState('');
  const answer = useAnswerApplication(offerId);
  const send = (status: ApplicationStatus) =>
    answer.mutate({ id: application.id, status, message }, { onSuccess: () => setMessage('') });
  return (
    <div className="flex flex-col gap-2">
      {answer.isError ? <Alert tone="error">{answer.error.message}</Alert> : null}
      <TextAreaField
        label={`Votre message à ${application.firstName}`}
        optional
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => send('acceptee')}>
          Accepter
        </Button>
        <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => send('refusee')}>
          Refuser
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={answer.isPending || !message.trim()}
          onClick={() => send(application.status)}
        >
          Envoyer le message seul
        </Button>
      </div>
    </div>
  );
}

function ApplicationItem({ offerId, application }: { offerId: number; application: ReceivedApplication }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border-2 border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg font-semibold">{application.firstName}</h4>
        <ApplicationStatusChip status={application.status} />
      </div>
      <p className="text-sm text-ink-soft">Reçue le {formatDate(application.createdAt)}</p>
      <blockquote className="whitespace-pre-line border-l-4 border-brand-200 pl-3">
        {application.message}
      </blockquote>
      {application.email ? (
        <p>
          E-mail partagé par l’élève : <a href={`mailto:${application.email}`}>{application.email}</a>
        </p>
      ) : null}
      {application.cv ? (
        <details className="rounded-lg bg-brand-50 p-3">
          <summary className="cursor-pointer font-semibold">CV</summary>
          <dl className="mt-2 flex flex-col gap-2">
            {application.cv.map((section) => (
              <div key={section.label}>
                <dt className="text-sm font-semibold text-ink-soft">{section.label}</dt>
                <dd className="whitespace-pre-line">{section.text}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {application.letter ? (
        <details className="rounded-lg bg-brand-50 p-3">
          <summary className="cursor-pointer font-semibold">Lettre de motivation</summary>
          <p className="mt-2 whitespace-pre-line">{application.letter}</p>
        </details>
      ) : null}
      {application.companyMessage ? (
        <p className="text-sm">
          <span className="font-semibold">Votre dernier message :</span> {application.companyMessage}
        </p>
      ) : null}
      <Answer offerId={offerId} application={application} />
    </li>
  );
}

/** What students sent to one posting, and the company's answers. */
export function ReceivedApplications({ offerId, title }: { offerId: number; title: string }) {
  const applications = useReceivedApplications(offerId);
  return (
    <section aria-label={`Candidatures pour ${title}`} className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">{TEXTES.confidentialite}</p>
      {applications.isPending ? <p role="status">Chargement…</p> : null}
      {applications.isError ? <Alert tone="error">{applications.error.message}</Alert> : null}
      {applications.data?.length === 0 ? <p>Aucune candidature pour l’instant.</p> : null}
      <ul className="flex flex-col gap-3">
        {applications.data?.map((application) => (
          <ApplicationItem key={application.id} offerId={offerId} application={application} />
        ))}
      </ul>
    </section>
  );
}
