import { typographieFr } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';

// Words that open a question the other person cannot answer with « oui » or « non ».
const OPEN_WORDS = new Set([
  'comment',
  'pourquoi',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'que',
  'qu',
  'quoi',
  'ou',
  'quand',
  'combien',
  'qui',
  'lequel',
  'laquelle',
  'lesquels',
  'lesquelles',
]);

// An invitation to tell, even when it ends with a question mark.
const INVITATIONS = new Set([
  'racontez',
  'raconte',
  'decrivez',
  'decris',
  'expliquez',
  'explique',
  'parlez',
  'parle',
  'donnez',
  'citez',
]);

function words(question: string): string[] {
  return foldAccents(question)
    .replace(/[’']/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * True when the question invites a story rather than a « oui » or « non »: an interrogative
 * word among its first three words (« À quel âge… », « Qu’est-ce qui… »), or an invitation
 * (« Racontez-moi… »). « Est-ce que… », « Aimez-vous… » and the like are closed.
 */
export function isOpenQuestion(question: string): boolean {
  const [first, ...rest] = words(question);
  if (!first) return false;
  if (first === 'est' && rest[0] === 'ce') return false;
  if (INVITATIONS.has(first)) return true;
  return [first, ...rest.slice(0, 2)].some((word) => OPEN_WORDS.has(word));
}

/** A way to reopen a closed question, shown beside it. */
export function openQuestionHint(question: string): string {
  const folded = foldAccents(question.trim());
  if (folded.startsWith('est-ce que') || folded.startsWith('est ce que')) {
    return typographieFr(
      'Remplace « Est-ce que » par « Comment », « Pourquoi » ou « Qu’est-ce qui » : la personne pourra raconter.',
    );
  }
  return typographieFr(
    'On peut y répondre par oui ou non. Commence plutôt par « Comment », « Pourquoi », « Qu’est-ce qui » ou « Racontez-moi ».',
  );
}
