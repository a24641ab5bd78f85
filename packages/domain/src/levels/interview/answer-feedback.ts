import { typographieFr } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';
import type { QuestionKind } from './interview-questions';

export interface FeedbackLine {
  tone: 'bravo' | 'conseil';
  text: string;
}

/** What the offline engine says about one answer: its length, an example, the STAR parts. */
export interface AnswerFeedback {
  words: number;
  /** About how long the answer lasts when said aloud. */
  seconds: number;
  lines: FeedbackLine[];
}

/** Spoken French in an interview: about 150 words a minute. */
const WORDS_PER_SECOND = 2.5;
export const ANSWER_WORDS = { short: 25, long: 200 } as const;

// Folded words and phrases that show something lived: a moment, a place, a number.
const EXAMPLE_MARKERS = [
  'par exemple',
  'une fois',
  'l annee derniere',
  'l an dernier',
  'cet ete',
  'cette annee',
  'en stage',
  'mon stage',
  'lors d',
  'quand j',
  'le jour ou',
  'au club',
  'au lycee',
  'au college',
  'en seconde',
  'en premiere',
  'en terminale',
  'en troisieme',
  'pendant',
];
const RESULT_MARKERS = [
  'resultat',
  'au final',
  'finalement',
  'du coup',
  'grace a',
  'j ai appris',
  'a permis',
  'reussi',
  'a la fin',
  'depuis',
  'fier',
  'ca a marche',
];

const folded = (text: string) =>
  ` ${foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const hasAny = (text: string, markers: string[]) => markers.some((marker) => text.includes(` ${marker}`));
/** How long an answer is: its words, and about how many seconds it lasts said aloud. */
export function spokenLength(text: string): { words: number; seconds: number } {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, seconds: Math.max(1, Math.round(words / WORDS_PER_SECOND)) };
}

export function hasConcreteExample(answer: string): boolean {
  const text = folded(answer);
  return /\d/.test(text) || hasAny(text, EXAMPLE_MARKERS);
}

/** The STAR parts an answer shows: a moment or place, at least two « je », an outcome. */
export function starParts(answer: string) {
  const text = folded(answer);
  const mine = text.split(' ').filter((word) => word === 'je' || word === 'j').length;
  return {
    situation: hasConcreteExample(answer),
    action: mine >= 2,
    resultat: hasAny(text, RESULT_MARKERS),
  };
}

const STAR_TIPS = {
  situation: 'la situation : quand et où, en une phrase',
  action: 'ce que toi tu as fait, avec « je »',
  resultat: 'le résultat : ce que ça a donné, ce que tu as appris',
} as const;

function lengthLine(words: number, seconds: number): FeedbackLine {
  if (words < ANSWER_WORDS.short) {
    return { tone: 'conseil', text: `Un peu court (${words} mots) : développe en trois ou quatre phrases.` };
  }
  if (words > ANSWER_WORDS.long) {
    return {
      tone: 'conseil',
      text: `C’est long (${words} mots, plus d’une minute à l’oral) : vise environ 150 mots, on décroche après.`,
    };
  }
  return { tone: 'bravo', text: `Bonne longueur : ${words} mots, environ ${seconds} secondes à l’oral.` };
}

function exampleLine(answer: string): FeedbackLine {
  return hasConcreteExample(answer)
    ? { tone: 'bravo', text: 'Tu donnes un exemple concret : c’est ce qu’on retient.' }
    : { tone: 'conseil', text: 'Ajoute un exemple vécu : un stage, un projet, « une fois où… ».' };
}

function starLine(answer: string): FeedbackLine {
  const parts = starParts(answer);
  const missing = (Object.keys(STAR_TIPS) as (keyof typeof STAR_TIPS)[]).filter((part) => !parts[part]);
  if (missing.length === 0) {
    return { tone: 'bravo', text: 'Situation, action, résultat : ton histoire est complète.' };
  }
  return {
    tone: 'conseil',
    text: `Pour une histoire complète, ajoute ${missing.map((part) => STAR_TIPS[part]).join(' ; ')}.`,
  };
}

function namesTarget(answer: string, targetLabel: string): boolean {
  const text = folded(answer);
  return folded(targetLabel)
    .split(' ')
    .filter((word) => word.length >= 4)
    .some((word) => text.includes(` ${word}`));
}

function closingLine(answer: string): FeedbackLine {
  return answer.includes('?')
    ? { tone: 'bravo', text: 'Tu poses une vraie question : ça montre ton intérêt.' }
    : {
        tone: 'conseil',
        text: 'Termine par une question au recruteur ou au jury, avec un point d’interrogation : sur une journée type, les stages, la suite.',
      };
}

/**
 * The offline engine's feedback on one answer, by the kind of question: always its length,
 * then an example, the STAR parts of a story, the target named, or a question asked back.
 */
export function answerFeedback(kind: QuestionKind, answer: string, targetLabel: string): AnswerFeedback {
  const { words, seconds } = spokenLength(answer);
  const lines: FeedbackLine[] = [];
  if (kind === 'cloture') {
    lines.push(closingLine(answer));
  } else {
    lines.push(lengthLine(words, seconds));
    lines.push(kind === 'situation' ? starLine(answer) : exampleLine(answer));
  }
  if (kind === 'motivation') {
    lines.push(
      namesTarget(answer, targetLabel)
        ? { tone: 'bravo', text: 'Tu nommes ce que tu vises : on voit que tu sais où tu vas.' }
        : { tone: 'conseil', text: `Nomme ce que tu vises en toutes lettres : « ${targetLabel} ».` },
    );
  }
  return { words, seconds, lines: lines.map((line) => ({ ...line, text: typographieFr(line.text) })) };
}
