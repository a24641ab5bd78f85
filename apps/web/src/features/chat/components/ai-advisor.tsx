import { AI_CHAT_MESSAGE_MAX_LENGTH } from '@declic/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../../components/ui/cx';
import { useOrientationResults } from '../../../lib/orientation-results';
import { useAiChat } from '../hooks/use-ai-chat';
import { TEXTES } from '../textes';
import { AiMessageItem } from './ai-message-item';
import { MessageComposer } from './message-composer';

const chipClasses = (selected: boolean) =>
  cx(
    'min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors',
    selected
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-line bg-white text-brand-800 hover:bg-brand-50',
  );

/** 'Conseiller IA': chips Général + one per recommended job, the conversation, the composer. */
export function AiAdvisor() {
  const results = useOrientationResults();
  const jobTitles = useMemo(() => results.data?.results?.jobs.map((job) => job.title) ?? [], [results.data]);
  const [persona, setPersona] = useState<string | null>(null);
  const chat = useAiChat(jobTitles);
  const scroller = useRef<HTMLElement>(null);
  const lastContent = chat.messages.at(-1)?.content;

  useEffect(() => {
    // Scroll the conversation only, not the page: a streamed reply grows many times a second.
    const box = scroller.current;
    if (box && lastContent !== undefined) box.scrollTop = box.scrollHeight;
  }, [lastContent]);

  return (
    <section aria-labelledby="conseiller-ia-titre" className="flex flex-col gap-4">
      <h2 id="conseiller-ia-titre" className="text-xl font-semibold text-brand-900">
        {TEXTES.aiAdvisor}
      </h2>
      <p className="text-ink-soft">{TEXTES.aiIntro}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would mislead. */}
      <div role="group" aria-label={TEXTES.aiChipsLabel} className="flex flex-wrap gap-2">
        {[null, ...jobTitles].map((job) => (
          <button
            key={job ?? 'general'}
            type="button"
            aria-pressed={persona === job}
            onClick={() => setPersona(job)}
            className={chipClasses(persona === job)}
          >
            {job ?? TEXTES.aiGeneral}
          </button>
        ))}
      </div>
      {/* Focusable so that keyboard users can scroll a long conversation (no button inside). */}
      <section
        ref={scroller}
        aria-label={TEXTES.aiConversation}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto rounded-2xl bg-surface p-2"
      >
        {chat.messages.length === 0 ? <p className="p-4 text-ink-soft">{TEXTES.aiEmpty}</p> : null}
        {/* Announced politely, and only once each bubble is complete (aria-busy while streaming). */}
        <ul
          aria-live="polite"
          aria-busy={chat.busy}
          aria-label={TEXTES.aiAdvisor}
          className="flex flex-col gap-2"
        >
          {chat.messages.map((message) => (
            <AiMessageItem key={message.id} message={message} />
          ))}
        </ul>
      </section>
      <MessageComposer
        inputId="ai-question"
        label={TEXTES.aiInputLabel}
        placeholder={TEXTES.aiPlaceholder}
        maxLength={AI_CHAT_MESSAGE_MAX_LENGTH}
        busy={chat.busy}
        onSend={(text) => chat.send(text, persona)}
      />
    </section>
  );
}
