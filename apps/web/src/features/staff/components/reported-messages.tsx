import { formatDate, formatHeure } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useHideMessage, useReportedMessages } from '../api/staff';

/** The chat messages students reported: read them, hide the ones that break the rules. */
export function ReportedMessages() {
  const reported = useReportedMessages();
  const hide = useHideMessage();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Messages signalés dans le chat</h2>
      {reported.isPending ? <p role="status">Chargement…</p> : null}
      {reported.isError ? <Alert tone="error">{reported.error.message}</Alert> : null}
      {reported.data?.length === 0 ? <p className="text-ink-soft">Aucun message signalé.</p> : null}
      {hide.isError ? <Alert tone="error">{hide.error.message}</Alert> : null}
      <ul aria-label="Messages signalés" className="flex flex-col gap-3">
        {reported.data?.map((message) => (
          <li key={message.id} className="flex flex-col gap-2 rounded-xl border-2 border-line p-3">
            <p className="text-sm text-ink-soft">
              {message.authorName} · {formatDate(message.createdAt)}, {formatHeure(message.createdAt)} ·{' '}
              {message.reports} signalement{message.reports > 1 ? 's' : ''}
            </p>
            <blockquote className="whitespace-pre-line">{message.content}</blockquote>
            <TextField
              label="Raison (envoyée à l’auteur, gardée dans le journal)"
              optional
              value={reasons[message.id] ?? ''}
              onChange={(event) => setReasons({ ...reasons, [message.id]: event.target.value })}
            />
            <Button
              size="sm"
              variant="secondary"
              className="self-start"
              disabled={hide.isPending}
              onClick={() => hide.mutate({ id: message.id, reason: reasons[message.id] ?? '' })}
            >
              Masquer pour tout le monde<span className="sr-only"> : le message de {message.authorName}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
