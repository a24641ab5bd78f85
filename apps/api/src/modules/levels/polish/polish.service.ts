import { type PolishAnswer, type PolishDocument, polishDocuments, polishedDocuments } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { replaceLetterText } from '../../letters';
import { readAllPassedSteps, replacePassedAnswer } from '../engine/step-answers.repository';

/** Level 26's documents: the caller's own passed steps, text by text. */
export async function documentsToPolish(database: DatabaseHandle, userId: string): Promise<PolishDocument[]> {
  return polishDocuments(await readAllPassedSteps(database, userId));
}

/** A document's texts back in the shape its own step stores them. */
function withTexts(answer: Record<string, unknown>, document: PolishDocument): Record<string, unknown> {
  const { key } = document.source;
  if (key === 'text' || key === 'intro') return { ...answer, [key]: document.fields[0]?.text ?? '' };
  const texts = Object.fromEntries(document.fields.map((field) => [field.id, field.text]));
  return { ...answer, [key]: { ...(answer[key] as Record<string, string>), ...texts } };
}

/**
 * Writes the polished texts back into each document's own step (and the letter into « Mes
 * lettres »), so that what the student downloads from now on is the corrected version.
 */
export async function writeBackPolish(
  database: DatabaseHandle,
  userId: string,
  documents: readonly PolishDocument[],
  answer: PolishAnswer,
): Promise<void> {
  const rows = await readAllPassedSteps(database, userId);
  for (const [index, polished] of polishedDocuments(documents, answer).entries()) {
    const original = documents[index];
    const changed = polished.fields.some((field, at) => field.text !== original?.fields[at]?.text);
    const row = rows.find((r) => r.level === polished.source.level && r.stepId === polished.source.stepId);
    if (!changed || !row) continue;
    const updated = withTexts(row.answer, polished);
    await replacePassedAnswer(database, userId, polished.source.level, polished.source.stepId, updated);
    if (polished.id === 'lettre' && typeof row.answer.letterId === 'string') {
      await replaceLetterText(database, userId, row.answer.letterId, String(updated.text).trim());
    }
  }
}
