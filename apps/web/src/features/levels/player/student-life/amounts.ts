/**
 * A number typed in a field (« 1 250,50 »), as the API takes it: null when empty; the raw text
 * when it is not a number, so that the server answers with its French message.
 */
export function typedNumber(text: string): number | string | null {
  const trimmed = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

/** A stored number back into a field. */
export const numberText = (value: unknown): string =>
  typeof value === 'number' ? String(value).replace('.', ',') : typeof value === 'string' ? value : '';
