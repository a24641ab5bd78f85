/** Level 5 English test: answers, validation and the scoring of spec section 5, rule by rule. */

export const LEVEL5_ANSWER_KEYS = [
  'listening1',
  'listening2',
  'speaking1',
  'reading1',
  'writing1',
  'vocab1',
  'grammar1',
  'conversation1',
] as const;

export type Level5AnswerKey = (typeof LEVEL5_ANSWER_KEYS)[number];
export type Level5Answers = Partial<Record<Level5AnswerKey, string>>;

export const ENGLISH_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];

export const LEVEL5_MIN_WORDS = 20;
/** Answers that need at least LEVEL5_MIN_WORDS words. */
const LONG_ANSWER_KEYS: readonly Level5AnswerKey[] = ['speaking1', 'conversation1'];

export const LEVEL5_REQUIRED_MESSAGE = 'Réponse requise.';
export const LEVEL5_MIN_WORDS_MESSAGE = 'Écris au moins 20 mots.';

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The error to show under an input, or null. Nothing is shown before the student types. */
export function level5InputError(key: Level5AnswerKey, value: string): string | null {
  if (value === '') return null;
  if (value.trim() === '') return LEVEL5_REQUIRED_MESSAGE;
  if (LONG_ANSWER_KEYS.includes(key) && countWords(value) < LEVEL5_MIN_WORDS) {
    return LEVEL5_MIN_WORDS_MESSAGE;
  }
  return null;
}

/** Whether the answer lets the student move on (blank answers never do). */
export function isLevel5AnswerValid(key: Level5AnswerKey, value: string): boolean {
  return value.trim() !== '' && level5InputError(key, value) === null;
}

const lower = (text: string | undefined) => (text ?? '').toLowerCase();
const hasWord = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);
const containsAny = (text: string | undefined, words: readonly string[]) =>
  words.some((word) => lower(text).includes(word));

function scoreSpeaking(text: string): number {
  let points = countWords(text) > 20 ? 15 : 0;
  // 'I' is a word of its own; 'like' may be part of liked/likes.
  if (hasWord(text, 'I') && lower(text).includes('like')) points += 10;
  if (hasWord(text, 'because') || hasWord(text, 'so')) points += 5;
  return points;
}

function scoreWriting(text: string): number {
  const sentences = text.split(/[.!?]/).filter((part) => part.trim() !== '');
  let points = sentences.length >= 5 ? 15 : 0;
  if (countWords(text) > 50) points += 10;
  if (text.includes('I ') && lower(text).includes('my ')) points += 5;
  return points;
}

function scoreConversation(text: string): number {
  let points = countWords(text) > 30 ? 10 : 0;
  if (containsAny(text, ['important', 'because', 'future'])) points += 10;
  return points;
}

const equalsIgnoringCase = (text: string | undefined, expected: string) => lower(text).trim() === expected;

export function scoreLevel5(answers: Level5Answers): number {
  let total = 0;
  if (containsAny(answers.listening1, ['teacher', 'professor'])) total += 25;
  if (containsAny(answers.listening2, ['park', 'garden'])) total += 25;
  total += scoreSpeaking(answers.speaking1 ?? '');
  if (containsAny(answers.reading1, ['independent', 'playful', 'cute', 'fun'])) total += 20;
  total += scoreWriting(answers.writing1 ?? '');
  if (equalsIgnoringCase(answers.vocab1, 'b')) total += 15;
  if (equalsIgnoringCase(answers.grammar1, 'go')) total += 15;
  total += scoreConversation(answers.conversation1 ?? '');
  return total;
}

const THRESHOLDS: readonly [number, EnglishLevel][] = [
  [30, 'A1'],
  [60, 'A2'],
  [90, 'B1'],
  [120, 'B2'],
  [150, 'C1'],
];

export function englishLevelFromScore(score: number): EnglishLevel {
  return THRESHOLDS.find(([limit]) => score <= limit)?.[1] ?? 'C2';
}

export function englishLevelOf(answers: Level5Answers): EnglishLevel {
  return englishLevelFromScore(scoreLevel5(answers));
}
