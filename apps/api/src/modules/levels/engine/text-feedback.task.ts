import { offlineStarFeedback, type TextStep, typographieFr } from '@declic/domain';
import type { AiTextTask } from '../../../plugins/ai';

export interface TextFeedbackInput {
  step: TextStep;
  fields: Record<string, string>;
}

const MAX_LINES = 6;

/**
 * Feedback on a story the student wrote (level 13, STAR). The AI gives one short line per part;
 * without a provider, the offline engine's rules give theirs.
 */
export const textFeedbackTask: AiTextTask<TextFeedbackInput> = {
  name: 'retour-sur-un-texte',
  maxTokens: 400,
  temperature: 0.4,
  messages: ({ step, fields }) => [
    {
      role: 'system',
      content:
        'Tu es le guide de Déclic, une appli d’orientation pour les 15-20 ans. Tu tutoies, avec des phrases ' +
        'courtes et des mots simples. Tu encourages sans flatter et ne juges jamais la personne. Pour chaque ' +
        'partie du texte, écris une seule ligne « Partie : conseil » qui dit ce qui marche ou un seul point ' +
        'précis à améliorer. Ne réécris pas le texte. Pas de markdown.',
    },
    {
      role: 'user',
      content: step.fields.map((field) => `${field.label} : ${fields[field.id] ?? ''}`).join('\n\n'),
    },
  ],
  offline: ({ fields }) => offlineStarFeedback(fields).join('\n'),
};

/** The provider's lines, tidied: no empty line, French spacing, a bounded count. */
export function feedbackLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => typographieFr(line.replace(/^[-*•\s]+/, '').trim()))
    .filter(Boolean)
    .slice(0, MAX_LINES);
}
