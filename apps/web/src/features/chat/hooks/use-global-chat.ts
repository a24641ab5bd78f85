import type { ChatSocketEvent } from '@declic/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { getMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { mergeById, type ShownMessage } from '../lib/merge-messages';
import { TEXTES } from '../textes';
import { useChatSocket } from './use-chat-socket';

export type { ShownMessage };

let nextPendingId = -1;

/** The global chat's state: history, live events, and optimistic sending with rollback. */
export function useGlobalChat() {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => {
    getMessages()
      .then((history) => {
        setMessages(history);
        setLoaded(true);
      })
      .catch((error: unknown) =>
        setLoadError(error instanceof Error && error.message ? error.message : TEXTES.loadError),
      );
  }, []);

  const lastId = useCallback(() => {
    const confirmed = messagesRef.current.filter((message) => !message.pending);
    return confirmed.at(-1)?.id;
  }, []);

  const onEvent = useCallback((event: ChatSocketEvent) => {
    if (event.type === 'message') setMessages((current) => mergeById(current, event.message));
    if (event.type === 'hidden')
      setMessages((current) => current.filter((message) => message.id !== event.id));
  }, []);

  const status = useChatSocket(loaded, lastId, onEvent);

  /** Shows the message at once; on failure removes it and returns the error to show. */
  const send = useCallback(async (content: string): Promise<string | null> => {
    const pendingId = nextPendingId--;
    const optimistic: ShownMessage = {
      id: pendingId,
      authorName: TEXTES.you,
      isStaff: false,
      isMine: true,
      content,
      createdAt: new Date().toISOString(),
      pending: true,
    };
    setMessages((current) => [...current, optimistic]);
    try {
      const saved = await sendMessage(content);
      setMessages((current) =>
        mergeById(
          current.filter((message) => message.id !== pendingId),
          saved,
        ),
      );
      return null;
    } catch (error) {
      setMessages((current) => current.filter((message) => message.id !== pendingId));
      return error instanceof ApiRequestError && error.message ? error.message : TEXTES.sendError;
    }
  }, []);

  const remove = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  return { messages, loaded, loadError, status, send, remove };
}
