import type OpenAI from 'openai';
import { AiError } from './ai-error';
import { parseJsonOutput } from './json-output';
import type { AiCallOptions, AiProvider, ChatMessage } from './provider';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per call, in milliseconds (default 20 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

// The SDK loads only when a provider is configured (the offline engine needs none of it).
let sdk: typeof import('openai') | undefined;

/** Any chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM…) through the `openai` package. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The SDK retries once what is worth it (network, timeout, 429 with its Retry-After, 5xx), with back-off.
  const loading = import('openai').then((loaded) => {
    sdk = loaded;
    return new loaded.default({ baseURL: options.baseUrl, apiKey: options.apiKey, maxRetries: 1, timeout });
  });
  let client: OpenAI | undefined;
  const completions = async () => {
    client ??= await loading;
    return client.chat.completions;
  };

  const request = (task: { maxTokens?: number; temperature?: number }, messages: ChatMessage[]) => ({
    model: options.model,
    messages,
    max_tokens: task.maxTokens,
    temperature: task.temperature ?? 0.7,
  });
  const callOptions = (call?: AiCallOptions) => ({
    signal: call?.signal,
    timeout: call?.timeoutMs ?? timeout,
  });

  /** What the SDK cannot judge — an empty reply, JSON that fails the schema — is asked once more. */
  async function againIfUnreadable<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      const failure = toAiError(error);
      if (failure.failure !== 'invalid_output') throw failure;
      try {
        return await attempt();
      } catch (second) {
        throw toAiError(second);
      }
    }
  }

  return {
    kind: 'openai-compatible',
    model: options.model,
    generateText(task, input, call) {
      return againIfUnreadable(async () => {
        const completion = await (await completions()).create(
          request(task, task.messages(input)),
          callOptions(call),
        );
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new AiError('invalid_output', 'réponse vide');
        return text;
      });
    },
    async *streamText(task, input, call) {
      const stream = await (await completions())
        .create({ ...request(task, task.messages(input)), stream: true }, callOptions(call))
        .catch((error: unknown) => {
          throw toAiError(error);
        });
      try {
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw toAiError(error);
      }
    },
    generateJson(task, input, call) {
      return againIfUnreadable(async () => {
        const completion = await (await completions()).create(
          { ...request(task, task.messages(input)), response_format: { type: 'json_object' } },
          callOptions(call),
        );
        return parseJsonOutput(completion.choices[0]?.message?.content ?? '', task.schema);
      });
    },
  };
}

function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (sdk && error instanceof sdk.APIUserAbortError) return new AiError('unavailable', 'appel annulé');
  if (sdk && error instanceof sdk.APIConnectionTimeoutError) return new AiError('timeout');
  if (sdk && error instanceof sdk.APIError) {
    if (error.status === 429) return new AiError('rate_limited');
    if (error.status === 401 || error.status === 403)
      return new AiError('unauthorized', `HTTP ${error.status}`);
    if (error.status === undefined && /timed? ?out/i.test(error.message)) return new AiError('timeout');
    return new AiError('unavailable', error.status ? `HTTP ${error.status}` : error.message);
  }
  if (error instanceof SyntaxError) return new AiError('invalid_output', error.message);
  return new AiError('unavailable', error instanceof Error ? error.message : String(error));
}
