import { Chip } from '../../../components/ui/chip';
import { cx } from '../../../components/ui/cx';
import type { AiMessage } from '../hooks/use-ai-chat';
import { TEXTES } from '../textes';

/** One bubble of the advisor conversation; the assistant's fills in as the reply streams. */
export function AiMessageItem({ message }: { message: AiMessage }) {
  const mine = message.role === 'user';
  const speaker = message.persona ? TEXTES.aiPersonaName(message.persona) : TEXTES.aiAdvisorName;
  const streaming = message.status === 'streaming';
  return (
    <li
      className={cx(
        'flex max-w-[90%] flex-col gap-1 rounded-2xl border px-4 py-3',
        mine ? 'self-end border-line bg-brand-50' : 'self-start bg-white',
        message.status === 'error' ? 'border-coral-700' : 'border-line',
      )}
      aria-busy={streaming}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-brand-900">{mine ? TEXTES.you : speaker}</span>
        {message.offline ? <Chip tone="neutral">{TEXTES.aiOffline}</Chip> : null}
      </div>
      {streaming && !message.content ? (
        <p className="text-ink-soft">{TEXTES.aiWriting}</p>
      ) : (
        <p
          className={cx(
            'whitespace-pre-wrap break-words',
            message.status === 'error' ? 'text-coral-700' : 'text-ink',
          )}
        >
          {message.content}
        </p>
      )}
    </li>
  );
}
