import type { StepProblem } from '../engine/text-rules';
import type { PolishDocument } from './polish-documents';
import { keepsSubstance, type PolishRemark } from './polish-review';

/** The documents as the student corrected them, and the words and lines they keep as written. */
export interface PolishAnswer {
  texts: Record<string, Record<string, string>>;
  kept: string[];
}

/** The saved documents with the student's corrected texts in place (only texts that exist). */
export function polishedDocuments(
  documents: readonly PolishDocument[],
  answer: PolishAnswer,
): PolishDocument[] {
  return documents.map((document) => ({
    ...document,
    fields: document.fields.map((field) => ({
      ...field,
      text: answer.texts[document.id]?.[field.id] ?? field.text,
    })),
  }));
}

/**
 * The rules: documents to polish, every remark fixed or kept, and texts that are still the
 * same texts (the polish corrects; rewriting happens at each document's own level).
 */
export function polishProblems(
  documents: readonly PolishDocument[],
  answer: PolishAnswer,
  remaining: readonly PolishRemark[],
): StepProblem[] {
  if (documents.length === 0) {
    return [{ message: 'Je ne trouve aucun document enregistré : termine d’abord le CV du niveau 15.' }];
  }
  const rewritten = polishedDocuments(documents, answer).flatMap((document, index) =>
    document.fields
      .filter((field, at) => !keepsSubstance(documents[index]?.fields[at]?.text ?? '', field.text))
      .map((field) => ({
        field: `${document.id}/${field.id}`,
        message: `« ${field.label} » (${document.title.toLocaleLowerCase('fr-FR')}) a trop changé : les finitions corrigent l’orthographe et la typographie. Pour le réécrire, retourne au niveau ${document.source.level}.`,
      })),
  );
  const open = remaining.map((remark) => ({
    field: `${remark.document}/${remark.field}`,
    message: remark.message,
  }));
  return [...rewritten, ...open];
}
