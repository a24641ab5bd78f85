import type { z } from 'zod';

// What every production builder shares: the stored steps it reads, and how it quotes them.

export const MESSAGE_EXCERPT_LENGTH = 160;

/** One stored step answer, as the API reads it from level_step_answers. */
export interface ProductionSourceStep {
  level: number;
  stepId: string;
  answer: Readonly<Record<string, unknown>>;
  passed: boolean;
  /** The server's stored check; for a scale, its `result` holds the scores. */
  check?: { result?: unknown } | null;
  /** ISO date of the last save (level 9's 'envoi': when the request was marked sent). */
  updatedAt: string;
}

/** The passed steps of one level, by step id. */
export type Steps = ReadonlyMap<string, ProductionSourceStep>;

export function read<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** One line of the student's text, spaces tidied. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `length` characters, cut at a word, with « … » when something was left out. */
export function excerpt(text: string, length = MESSAGE_EXCERPT_LENGTH): string {
  const line = oneLine(text);
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
