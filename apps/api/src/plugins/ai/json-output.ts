import type { z } from 'zod';
import { AiError } from './ai-error';

/** Reads a model's JSON answer (tolerating a ```json fence) and checks it against the schema. */
export function parseJsonOutput<Output>(text: string, schema: z.ZodType<Output>): Output {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    throw new AiError('invalid_output', 'JSON illisible');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AiError('invalid_output', parsed.error.issues[0]?.message);
  return parsed.data;
}
