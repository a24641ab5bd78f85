import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { instrumented } from './instrumented';
import { offlineProvider } from './offline-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

export { AiError } from './ai-error';
export type { AiCallOptions, AiJsonTask, AiProvider, AiTextTask, ChatMessage } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI seam every feature uses (analysis prose, job sheets, advisor chat, letters). */
    ai: AiProvider;
  }
}

/**
 * The OpenAI-compatible provider when AI_BASE_URL and AI_MODEL are set (AI_API_KEY too, except
 * for local servers such as Ollama that need none); the offline engine otherwise.
 */
export function createAiProvider(config: AppConfig['ai'], timeoutMs?: number): AiProvider {
  if (!config.baseUrl || !config.model) return offlineProvider;
  return createOpenAiProvider({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey || 'aucune-cle',
    model: config.model,
    timeoutMs,
  });
}

export function registerAi(app: FastifyInstance): void {
  const provider = createAiProvider(app.config.ai);
  app.decorate('ai', instrumented(provider, app.metrics.aiCalls));
  app.log.info(
    provider.kind === 'offline'
      ? 'IA : moteur hors ligne (aucune clé configurée).'
      : `IA : fournisseur compatible OpenAI, modèle ${provider.model}.`,
  );
}
