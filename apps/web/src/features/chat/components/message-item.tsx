import { useState } from 'react';
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
  const confirmed = !message.pending;
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
        <span className="font-semibold text-brand-900">{message.authorName}</span>
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
              onClick={() =>
                reportMessage(message.id).then(() => {
                  setFailure(null);
                  setReported(true);
                }, showFailure)
              }
            >
              {TEXTES.report}
            </Button>
          )}
          {viewerIsStaff ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => hideMessage(message.id).then(() => onHidden(message.id), showFailure)}
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
