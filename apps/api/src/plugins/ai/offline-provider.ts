import type { AiProvider } from './provider';

// Offline answers stream by words, so a page shows the same progressive text with or without a key.
const WORDS_PER_CHUNK = 8;

/** The default provider: every task's own deterministic answer, no network. */
export const offlineProvider: AiProvider = {
  kind: 'offline',
  model: 'hors ligne',
  async generateText(task, input) {
    return task.offline(input);
  },
  async *streamText(task, input) {
    const words = task.offline(input).split(/(?<=\s)/);
    for (let i = 0; i < words.length; i += WORDS_PER_CHUNK)
      yield words.slice(i, i + WORDS_PER_CHUNK).join('');
  },
  async generateJson(task, input) {
    return task.offline(input);
  },
};
