import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { AiProvider, AiTextTask } from './provider';
import { type AiLimits, consumeAiCall } from './quota';

/** What a feature needs to ask the AI on a student's behalf: the provider and the daily quota. */
export interface AiCallDeps {
  database: DatabaseHandle;
  ai: AiProvider;
  aiLimits: AiLimits;
  log: FastifyBaseLogger;
}

/**
 * The AI's answer when a provider is set, the student's quota allows and `read` accepts what it
 * wrote; else (no key, quota spent, failure, unusable answer) the task's offline answer, so the
 * feature works fully without a key. `read` turns the AI's text into the feature's value, or
 * null; `readOffline` does it for the offline answer (by default the same way).
 */
export async function aiOrOffline<Input, Value>(
  deps: AiCallDeps,
  userId: string,
  task: AiTextTask<Input>,
  input: Input,
  read: (text: string) => Value | null,
  readOffline: (text: string) => Value | null = read,
): Promise<{ value: Value; fromAi: boolean }> {
  const offline = () => {
    const value = readOffline(task.offline(input));
    if (value === null) throw new Error(`la réponse hors ligne de « ${task.name} » est inutilisable`);
    return { value, fromAi: false };
  };
  if (deps.ai.kind === 'offline') return offline();
  if (!(await consumeAiCall(deps.database, userId, deps.aiLimits)).ok) return offline();
  try {
    const value = read(await deps.ai.generateText(task, input));
    return value === null ? offline() : { value, fromAi: true };
  } catch (error) {
    deps.log.warn({ err: error, task: task.name }, 'réponse de l’IA impossible : réponse hors ligne');
    return offline();
  }
}
