import type { AiChatResponse } from '@declic/domain';
import { type AdvisorInput, advisorChat } from './advisor.task';
import type { AiChatDeps } from './ai-chat-deps';
import { type AnswerStream, piecesOf } from './sse';

/** The provider's answer; any failure before a word is written gives the offline answer. */
export async function providerAnswer(
  deps: Pick<AiChatDeps, 'ai' | 'log'>,
  input: AdvisorInput,
): Promise<AiChatResponse> {
  try {
    return { reply: await deps.ai.generateText(advisorChat, input), origin: 'ai' };
  } catch (error) {
    deps.log.warn({ err: error }, 'Conseiller IA : échec du fournisseur, réponse hors ligne.');
    return { reply: input.offlineAnswer, origin: 'offline' };
  }
}

/**
 * The provider's answer as a stream. A failure before the first piece falls back to the
 * offline answer; a failure mid-way is thrown (the route sends an `error` event).
 */
export function providerStream(
  deps: Pick<AiChatDeps, 'ai' | 'log'>,
  input: AdvisorInput,
  signal: AbortSignal,
): AnswerStream {
  let origin: 'offline' | 'ai' = 'ai';
  async function* pieces(): AsyncIterable<string> {
    let started = false;
    try {
      for await (const piece of deps.ai.streamText(advisorChat, input, { signal })) {
        started = true;
        yield piece;
      }
    } catch (error) {
      if (started || signal.aborted) throw error;
      deps.log.warn({ err: error }, 'Conseiller IA : échec du fournisseur, réponse hors ligne.');
      origin = 'offline';
      yield* piecesOf(input.offlineAnswer);
    }
  }
  return { pieces: pieces(), origin: () => origin };
}
