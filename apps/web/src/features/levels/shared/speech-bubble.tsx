import type { ReactNode } from 'react';

interface SpeechBubbleProps {
  /** The whole message: what screen readers hear, once, when it starts. */
  text: string;
  /** What is typed so far, shown on screen. */
  visibleText: string;
  /** Language of a message that is not in French (the English test), for screen readers. */
  lang?: string;
  children?: ReactNode;
}

/**
 * The avatar's speech bubble. The typed letters are hidden from assistive technologies, which
 * get the whole message at once instead of one announcement per character.
 */
export function SpeechBubble({ text, visibleText, lang, children }: SpeechBubbleProps) {
  return (
    <div className="relative min-h-24 flex-1 rounded-3xl rounded-tl-md border-2 border-brand-100 bg-white px-5 py-4 text-lg leading-relaxed text-ink shadow-sm">
      <p aria-hidden="true" lang={lang} className="whitespace-pre-line">
        {visibleText}
        <span className="invisible">{text.slice(visibleText.length)}</span>
      </p>
      <p className="sr-only" aria-live="polite" lang={lang}>
        {text}
      </p>
      {children}
    </div>
  );
}
