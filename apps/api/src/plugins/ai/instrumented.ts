import type { Counter } from 'prom-client';
import type { AiProvider } from './provider';

type AiCalls = Counter<'task' | 'provider' | 'outcome'>;

/** The provider, counting each call by task and outcome (a stream counts once, when it ends). */
export function instrumented(provider: AiProvider, calls: AiCalls): AiProvider {
  const count = (task: string, outcome: 'ok' | 'erreur') => calls.labels(task, provider.kind, outcome).inc();
  const counted = async <T>(task: string, call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      count(task, 'ok');
      return result;
    } catch (error) {
      count(task, 'erreur');
      throw error;
    }
  };
  return {
    kind: provider.kind,
    model: provider.model,
    generateText: (task, input, options) =>
      counted(task.name, () => provider.generateText(task, input, options)),
    generateJson: (task, input, options) =>
      counted(task.name, () => provider.generateJson(task, input, options)),
    async *streamText(task, input, options) {
      try {
        yield* provider.streamText(task, input, options);
        count(task.name, 'ok');
      } catch (error) {
        count(task.name, 'erreur');
        throw error;
      }
    },
  };
}
