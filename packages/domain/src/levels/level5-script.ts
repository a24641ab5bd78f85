import type { Level5AnswerKey } from './level5-scoring';

/**
 * The level 5 English test, written by us so that the scoring keys of spec section 5 make sense.
 * Guidance is in French (tutoiement); the test material itself is in English.
 */
export type Level5Step =
  | { kind: 'text'; text: string }
  | { kind: 'audio'; text: string; intro: string }
  | { kind: 'input'; key: Level5AnswerKey; prompt: string; hint?: string }
  | { kind: 'result' };

/** Per-step typing duration (spec section 9: 3 000 to 6 500 ms). */
export const LEVEL5_TYPING_MS = { min: 3_000, max: 6_500 } as const;

export const LISTENING_PASSAGE =
  'Hello! My name is Emma. I am a teacher at a small school in Bristol. Every Saturday morning, I walk my dog in the park near my house.';

export const READING_PASSAGE =
  'Milo is my cat. He is very independent: he opens the kitchen door by himself. He is also playful and cute, and watching him chase a ball is really fun.';

export const LEVEL5_SCRIPT: readonly Level5Step[] = [
  { kind: 'text', text: 'Bienvenue au niveau 5\u202f! On va faire un petit test d’anglais, sans pression.' },
  {
    kind: 'text',
    text: 'Huit petites épreuves t’attendent\u202f: écoute, expression, lecture, écriture, vocabulaire, grammaire et conversation.',
  },
  {
    kind: 'audio',
    intro: 'Écoute bien ce message. Tu peux le réécouter autant que tu veux.',
    text: LISTENING_PASSAGE,
  },
  { kind: 'input', key: 'listening1', prompt: 'What is Emma’s job?' },
  { kind: 'input', key: 'listening2', prompt: 'Where does Emma walk her dog on Saturday?' },
  {
    kind: 'input',
    key: 'speaking1',
    prompt: 'Tell me about a hobby you like and why. (At least 20 words.)',
    hint: 'Exemple de début\u202f: «\u202fI like… because…\u202f»',
  },
  { kind: 'text', text: READING_PASSAGE },
  {
    kind: 'input',
    key: 'reading1',
    prompt: 'Which adjectives describe Milo in the text?',
    hint: 'Recopie exactement les adjectifs du texte.',
  },
  {
    kind: 'input',
    key: 'writing1',
    prompt: 'Write five sentences about your week: what you did, what you liked, and your plans.',
  },
  {
    kind: 'input',
    key: 'vocab1',
    prompt:
      'What is a “library”? a) a shop that sells books  b) a place where you borrow books  c) a bookcase. Answer a, b or c.',
  },
  {
    kind: 'input',
    key: 'grammar1',
    prompt: 'Complete: “Every morning, I ___ to school by bus.” (go / goes / going)',
  },
  {
    kind: 'input',
    key: 'conversation1',
    prompt:
      'What job would you like to do in the future, and why is it important to you? (At least 20 words.)',
  },
  { kind: 'result' },
];
