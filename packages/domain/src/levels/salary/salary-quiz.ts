import { formatEuros, typographieFr } from '../../format/typography';
import { lowerTitle } from '../../job-facts/text';
import type { QuizQuestion } from '../engine/steps';
import { approximateNet, SMIC } from './beginner-pay';

/** The figures a level 7 quiz is built from (already read from ONISEP and DARES). */
export interface SalaryQuizFigures {
  title: string;
  /** ONISEP's text, typeset. */
  beginnerText: string | null;
  beginnerGross: number | null;
  fromSmic: boolean;
  median: { amountNet: number; periode: string } | null;
}

/** Where the right answer goes: the same for the same question and job, but not always first. */
function answerPosition(key: string, optionCount: number): number {
  // FNV-1a: a few lines, well spread even for keys that differ by one letter.
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash % optionCount;
}

/** Three wrong amounts per position of the right one, as shares of it (options read in ascending order). */
const WRONG_SHARES: readonly (readonly number[])[] = [
  [1.25, 1.6, 2.1],
  [0.7, 1.35, 1.8],
  [0.55, 0.8, 1.4],
  [0.45, 0.65, 0.85],
];

/** 100, 50, 10 or 1: wrong amounts look as round as the right one, so none gives itself away. */
function roundness(amount: number): number {
  return [100, 50, 10].find((step) => amount % step === 0) ?? 1;
}

function amountQuestion(
  id: string,
  text: string,
  amount: number,
  explanation: string,
  key: string,
): QuizQuestion {
  const position = answerPosition(`${id}|${key}`, WRONG_SHARES.length);
  const right = Math.round(amount);
  const step = roundness(right);
  const amounts = [right];
  for (const share of WRONG_SHARES[position] ?? []) {
    let wrong = Math.round((amount * share) / step) * step;
    while (amounts.includes(wrong)) wrong += step;
    amounts.push(wrong);
  }
  amounts.sort((a, b) => a - b);
  return {
    id,
    text: typographieFr(text),
    options: amounts.map((value) => formatEuros(value)),
    answer: amounts.indexOf(right),
    explanation: typographieFr(explanation),
  };
}

function conceptQuestion(
  id: string,
  text: string,
  right: string,
  wrong: [string, string],
  explanation: string,
  key: string,
): QuizQuestion {
  const position = answerPosition(`${id}|${key}`, wrong.length + 1);
  const options = [...wrong];
  options.splice(position, 0, right);
  return {
    id,
    text: typographieFr(text),
    options: options.map(typographieFr),
    answer: position,
    explanation: typographieFr(explanation),
  };
}

const smicFact = `Le Smic vaut ${formatEuros(SMIC.monthlyGross)} brut par mois pour un temps plein depuis le 1er janvier 2026 (Service-Public.fr).`;

/** The figure question: the beginner's pay when ONISEP gives one, else the DARES median. */
function figureQuestion(figures: SalaryQuizFigures): QuizQuestion | null {
  const job = lowerTitle(figures.title);
  if (figures.beginnerGross !== null) {
    return amountQuestion(
      'salaire-debutant',
      `Selon l’ONISEP, combien gagne par mois, en brut, une personne qui débute comme ${job} ?`,
      figures.beginnerGross,
      `L’ONISEP indique : « ${(figures.beginnerText ?? '').replace(/[\s.]+$/, '')} ».${figures.fromSmic ? ` ${smicFact}` : ''}`,
      figures.title,
    );
  }
  if (figures.median) {
    return amountQuestion(
      'salaire-median-chiffre',
      `Selon la DARES, quel est le salaire médian net par mois dans le métier « ${figures.title} » ?`,
      figures.median.amountNet,
      `La DARES donne ${formatEuros(figures.median.amountNet)} net par mois pour les salariés à temps complet (période ${figures.median.periode}).`,
      figures.title,
    );
  }
  return null;
}

function smicQuestion(key: string): QuizQuestion {
  return conceptQuestion(
    'smic',
    'Le Smic, c’est…',
    'Le salaire minimum qu’un employeur doit payer',
    ['Le salaire moyen en France', 'Une prime versée aux débutants'],
    `Personne ne peut être payé moins que le Smic pour un temps plein. ${smicFact}`,
    key,
  );
}

function medianQuestion(figures: SalaryQuizFigures): QuizQuestion {
  const example = figures.median
    ? ` Pour ce métier, la DARES donne ${formatEuros(figures.median.amountNet)} net par mois (période ${figures.median.periode}).`
    : '';
  return conceptQuestion(
    'salaire-median',
    'Le salaire médian d’un métier, c’est…',
    'Le salaire qui partage les salariés en deux moitiés',
    ['La moyenne de tous les salaires', 'Le salaire le plus haut du métier'],
    `La moitié des salariés gagne moins que le salaire médian, l’autre moitié gagne plus.${example}`,
    figures.title,
  );
}

function grossNetQuestion(figures: SalaryQuizFigures): QuizQuestion {
  const example =
    figures.beginnerGross !== null
      ? ` Ici, ${formatEuros(figures.beginnerGross)} brut font environ ${formatEuros(approximateNet(figures.beginnerGross))} net.`
      : '';
  return conceptQuestion(
    'brut-net',
    'Brut ou net : lequel arrive vraiment sur ton compte ?',
    'Le net',
    ['Le brut', 'Les deux, ils sont égaux'],
    `Le net, c’est le brut moins les cotisations (retraite, chômage, santé) : environ 22 % de moins dans le privé.${example}`,
    figures.title,
  );
}

/** Three questions: one on the job's figure when we have it (else the Smic), then median and brut/net. */
export function buildSalaryQuiz(figures: SalaryQuizFigures): QuizQuestion[] {
  return [
    figureQuestion(figures) ?? smicQuestion(figures.title),
    medianQuestion(figures),
    grossNetQuestion(figures),
  ];
}
