import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { cx } from '../../../components/ui/cx';
import { ApiRequestError } from '../../../lib/api-client';
import { hideMessage, reportMessage } from '../api/moderate-message';
import type { ShownMessage } from '../hooks/use-global-chat';
import { TEXTES } from '../textes';
import { MessageContent } from './message-content';

interface MessageItemProps {
  message: ShownMessage;
  viewerIsStaff: boolean;
  onHidden(id: number): void;
}

export function MessageItem({ message, viewerIsStaff, onHidden }: MessageItemProps) {
  const [reported, setReported] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each button is described by its message's author: « Signaler », whose message.
  const authorId = useId();
  const confirmed = !message.pending;
  /** One request at a time: a double click does not report or hide twice. */
  const moderate = (request: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    request()
      .then(() => {
        setFailure(null);
        done();
      }, showFailure)
      .finally(() => setBusy(false));
  };
  // A refused report or hide says so (the server's French message when it gave one).
  const showFailure = (error: unknown) =>
    setFailure(error instanceof ApiRequestError && error.message ? error.message : TEXTES.moderationError);

  return (
    <li
      className={cx(
        'flex flex-col gap-1 rounded-2xl border border-line px-4 py-3',
        message.isMine ? 'bg-brand-50' : 'bg-white',
        message.pending && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span id={authorId} className="font-semibold text-brand-900">
          {message.authorName}
        </span>
        {message.isStaff ? <Chip tone="sun">{TEXTES.adminBadge}</Chip> : null}
      </div>
      <MessageContent content={message.content} linksAllowed={message.isStaff} />
      {confirmed ? (
        <div className="flex flex-wrap gap-2">
          {message.isMine ? null : reported ? (
            <span className="text-sm text-ink-soft">{TEXTES.reported}</span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={authorId}
              disabled={busy}
              onClick={() =>
                moderate(
                  () => reportMessage(message.id),
                  () => setReported(true),
                )
              }
            >
              {TEXTES.report}
            </Button>
          )}
          {viewerIsStaff ? (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={authorId}
              disabled={busy}
              onClick={() =>
                moderate(
                  () => hideMessage(message.id),
                  () => onHidden(message.id),
                )
              }
            >
              {TEXTES.hide}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-coral-700">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
