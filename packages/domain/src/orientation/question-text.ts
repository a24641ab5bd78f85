/**
 * The text of a questionnaire question, from `contenu`, `content` or `text` (spec section 3).
 * A text wrapped in double quotes ("\"Tu aimes…\"", or typographic “…”) is unwrapped.
 */
export function readQuestionText(question: { contenu?: unknown; content?: unknown; text?: unknown }): string {
  const raw = [question.contenu, question.content, question.text].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return raw === undefined ? '' : unwrapQuotes(raw.trim());
}

function unwrapQuotes(text: string): string {
  let current = text;
  while (current.length >= 2 && /^["“].*["”]$/su.test(current)) current = current.slice(1, -1).trim();
  return current;
}
