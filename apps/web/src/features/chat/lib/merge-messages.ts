import type { ChatMessage } from '@declic/domain';

/** A message shown at once while the server has not confirmed it yet. */
export interface ShownMessage extends ChatMessage {
  pending?: boolean;
}

/** Adds a confirmed message once, in id order, pending ones last. */
export function mergeById(messages: ShownMessage[], incoming: ChatMessage): ShownMessage[] {
  if (messages.some((message) => message.id === incoming.id)) return messages;
  // My own message often comes back live before its POST answers: it replaces its pending copy
  // at once, or the student would see it twice for a moment.
  const pendingCopy = incoming.isMine
    ? messages.find((message) => message.pending && message.content === incoming.content)
    : undefined;
  return [...messages.filter((message) => message !== pendingCopy), incoming as ShownMessage].sort(
    // `pending` is absent on confirmed messages: Number(undefined) would be NaN.
    (a, b) => Number(Boolean(a.pending)) - Number(Boolean(b.pending)) || a.id - b.id,
  );
}
