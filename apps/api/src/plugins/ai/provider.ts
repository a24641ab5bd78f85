import type { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * One thing the product asks an AI to do (rewrite an analysis, write a job sheet, answer in
 * the advisor chat…). Every task carries its own offline answer, so the product works the
 * same with no key: the offline provider simply returns it.
 */
export interface AiTextTask<Input> {
  name: string;
  messages(input: Input): ChatMessage[];
  offline(input: Input): string;
  maxTokens?: number;
  temperature?: number;
}

/** A task whose answer is JSON, checked with `schema` before anyone uses it. */
export interface AiJsonTask<Input, Output> {
  name: string;
  messages(input: Input): ChatMessage[];
  schema: z.ZodType<Output>;
  offline(input: Input): Output;
  maxTokens?: number;
  temperature?: number;
}

export interface AiCallOptions {
  signal?: AbortSignal;
  /** Overrides the provider's timeout for this call, in milliseconds. */
  timeoutMs?: number;
}

/** The AI seam of DESIGN.md: the offline engine by default, any OpenAI-compatible endpoint when configured. */
export interface AiProvider {
  readonly kind: 'offline' | 'openai-compatible';
  /** The model name, or "hors ligne". */
  readonly model: string;
  generateText<Input>(task: AiTextTask<Input>, input: Input, options?: AiCallOptions): Promise<string>;
  /** Yields the answer piece by piece as the model writes it. */
  streamText<Input>(task: AiTextTask<Input>, input: Input, options?: AiCallOptions): AsyncIterable<string>;
  generateJson<Input, Output>(
    task: AiJsonTask<Input, Output>,
    input: Input,
    options?: AiCallOptions,
  ): Promise<Output>;
}
