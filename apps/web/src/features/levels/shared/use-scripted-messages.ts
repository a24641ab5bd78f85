import { useCallback, useState } from 'react';
import type { AvatarMood } from './talking-avatar';
import { useTypedText } from './use-typed-text';

/** A scripted message: plain text, or text with the avatar's expression and its own duration. */
export type ScriptMessage = string | { text: string; mood?: AvatarMood; durationMs?: number };

const textOf = (message: ScriptMessage | undefined) =>
  typeof message === 'string' ? message : (message?.text ?? '');

/**
 * Plays messages one after the other. `next` first shows the whole message when it is still
 * typing (spec section 4), then moves on; after the last message it calls `onDone`.
 */
export function useScriptedMessages(messages: readonly ScriptMessage[], onDone: () => void) {
  const [index, setIndex] = useState(0);
  const message = messages[index];
  const text = textOf(message);
  const typed = useTypedText(text, typeof message === 'object' ? message.durationMs : undefined);
  const isLast = index >= messages.length - 1;

  const next = useCallback(() => {
    if (typed.typing) return typed.finish();
    if (isLast) return onDone();
    setIndex((current) => current + 1);
  }, [typed, isLast, onDone]);

  return {
    index,
    text,
    mood: typeof message === 'object' ? message.mood : undefined,
    visibleText: typed.visibleText,
    typing: typed.typing,
    /** Shows the whole message, without moving on (a tap on the bubble). */
    finish: typed.finish,
    isLast,
    next,
  };
}
