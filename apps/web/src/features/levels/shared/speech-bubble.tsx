import type { ReactNode } from 'react';

interface SpeechBubbleProps {
  /** The whole message: what screen readers hear, once, when it starts. */
  text: string;
  /** What is typed so far, shown on screen. */
  visibleText: string;
  /** Shows the whole message at once: a tap anywhere on the bubble while it types. */
  onSkip?: () => void;
  /** Language of a message that is not in French (the English test), for screen readers. */
  lang?: string;
  children?: ReactNode;
}

/**
 * The avatar's speech bubble. The typed letters are hidden from assistive technologies, which
 * get the whole message at once instead of one announcement per character. On a phone it holds
 * at most a fifth of the screen's height, and scrolls beyond that.
 */
export function SpeechBubble({ text, visibleText, onSkip, lang, children }: SpeechBubbleProps) {
  const typing = visibleText.length < text.length;
  return (
    <div className="relative max-h-[20dvh] min-w-0 flex-1 overflow-y-auto rounded-3xl rounded-tl-md border-2 border-brand-100 bg-white px-4 py-2.5 text-[0.95rem] leading-snug text-ink shadow-sm sm:max-h-none sm:min-h-24 sm:overflow-visible sm:px-5 sm:py-4 sm:text-lg sm:leading-relaxed">
      <p aria-hidden="true" lang={lang} className="whitespace-pre-line">
        {visibleText}
        <span className="invisible">{text.slice(visibleText.length)}</span>
      </p>
      <p className="sr-only" aria-live="polite" lang={lang}>
        {text}
      </p>
      {children}
      {typing && onSkip ? (
        // For the pointer only: screen readers already have the whole message at once, and a
        // button that vanishes once the message is shown would drop the keyboard's focus.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="passer-le-message"
          className="absolute inset-0 cursor-pointer rounded-3xl"
          onClick={onSkip}
        />
      ) : null}
    </div>
  );
}
