import { AI_CHAT_HISTORY_LIMIT, type AiChatTurn, GENERAL_ADVISOR_TYPE } from '@declic/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askAi } from '../api/ask-ai';
import { TEXTES } from '../textes';

export interface AiMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** Assistant bubbles only: still being written, failed, or answered by the offline engine. */
  status: 'streaming' | 'done' | 'error';
  offline: boolean;
  /** The job the assistant spoke as, null for the general advisor. */
  persona: string | null;
}

/** Persona mode when a job chip is chosen (the AI speaks as someone doing that job), advisor otherwise. */
export function useAiChat(jobTitles: string[]) {
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const updateAssistant = useCallback(
    (id: number, change: Partial<AiMessage>) =>
      setMessages((list) => list.map((message) => (message.id === id ? { ...message, ...change } : message))),
    [],
  );

  const send = useCallback(
    async (text: string, persona: string | null): Promise<null> => {
      const history: AiChatTurn[] = messages
        .filter((message) => message.status === 'done')
        .slice(-AI_CHAT_HISTORY_LIMIT)
        .map(({ role, content }) => ({ role, content }));
      const userId = nextId.current++;
      const assistantId = nextId.current++;
      setMessages((list) => [
        ...list,
        { id: userId, role: 'user', content: text, status: 'done', offline: false, persona },
        { id: assistantId, role: 'assistant', content: '', status: 'streaming', offline: false, persona },
      ]);
      setBusy(true);
      aborter.current = new AbortController();
      try {
        const answer = await askAi(
          {
            mode: persona ? 'persona' : 'advisor',
            persona,
            message: text,
            history,
            jobTitles,
            advisorType: persona ?? GENERAL_ADVISOR_TYPE,
          },
          (soFar) => updateAssistant(assistantId, { content: soFar }),
          aborter.current.signal,
        );
        const reply = answer.reply.trim();
        updateAssistant(assistantId, {
          content: reply || TEXTES.aiEmptyReply,
          status: reply ? 'done' : 'error',
          offline: answer.origin === 'offline',
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return null;
        updateAssistant(assistantId, {
          content: `${TEXTES.aiErrorPrefix}${(error as Error).message}`,
          status: 'error',
        });
      } finally {
        setBusy(false);
      }
      // The composer always clears: the question stays visible in the conversation.
      return null;
    },
    [messages, jobTitles, updateAssistant],
  );

  return { messages, busy, send };
}
