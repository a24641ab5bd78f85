import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useGlobalChat } from '../hooks/use-global-chat';
import { TEXTES } from '../textes';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

/** 'Chat global': history, live messages (announced politely), and the composer. */
export function GlobalChat({ viewerIsStaff }: { viewerIsStaff: boolean }) {
  const chat = useGlobalChat();
  const listEnd = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;

  useEffect(() => {
    if (count > 0) listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (chat.loadError) return <Alert tone="error">{chat.loadError}</Alert>;

  return (
    <section aria-labelledby="chat-global-titre" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-global-titre" className="text-xl font-semibold text-brand-900">
          {TEXTES.globalChat}
        </h2>
        <span className="text-sm text-ink-soft">
          {chat.status === 'live' ? TEXTES.live : TEXTES.reconnecting}
        </span>
      </div>
      <div className="max-h-[60vh] overflow-y-auto rounded-2xl bg-surface p-2">
        {chat.loaded && count === 0 ? <p className="p-4 text-ink-soft">{TEXTES.empty}</p> : null}
        <ul aria-live="polite" aria-label={TEXTES.globalChat} className="flex flex-col gap-2">
          {chat.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              viewerIsStaff={viewerIsStaff}
              onHidden={chat.remove}
            />
          ))}
        </ul>
        <div ref={listEnd} />
      </div>
      <MessageComposer onSend={chat.send} />
    </section>
  );
}
