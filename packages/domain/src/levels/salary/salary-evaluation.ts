import { formatEuros, formatPercent, typographieFr } from '../../format/typography';
import type { JobFacts } from '../../job-facts/job-facts';
import { typographicApostrophes } from '../../job-facts/text';
import { checkQuiz, type StepCheck } from '../engine/checks';
import type { QuizQuestion, QuizStep } from '../engine/steps';
import { approximateNet, DARES_SALARY_SOURCE, parseBeginnerGross, SMIC } from './beginner-pay';
import { buildSalaryQuiz } from './salary-quiz';

export * from './beginner-pay';
export * from './salary-quiz';

/** Level 7 « Salaires décodés » opens here. */
export const SALARY_LEVEL = 7;
/** Right answers needed when no step says otherwise (2 out of 3). */
export const SALARY_QUIZ_PASS_MARK = 2;

/** What the API read for one job: the fiche matched (or the asked text) and its salaries. */
export type SalaryEvaluationInput = Pick<JobFacts, 'title' | 'romeCode' | 'salary'>;

export interface SalaryEvaluation {
  job: { title: string; romeCode: string | null };
  beginner: {
    /** ONISEP's « salaire du débutant », typeset. */
    text: string;
    /** Gross monthly euros read from the text (the low end of a range), null when it names none. */
    amountGross: number | null;
    /** True when the text says « Smic »: the amount is then the Smic of `SMIC.since`. */
    fromSmic: boolean;
    source: { label: 'ONISEP'; url: string | null };
  } | null;
  median: {
    /** Net monthly euros, full-time employees. */
    amountNet: number;
    fap: string;
    libelle: string | null;
    periode: string;
    source: { label: string; url: string };
  } | null;
  /** Two to four short sentences: what this pay means in a month's budget, and later on. */
  budget: string[];
  quiz: QuizQuestion[];
}

type Median = JobFacts['salary']['medians'][number];

/**
 * The median to compare with: the first post level whose median reaches the beginner's net pay
 * (the level a beginner on that pay holds), else the highest; without a beginner figure, the middle one.
 */
export function pickMedian(medians: Median[], beginnerNet: number | null): Median | null {
  const sorted = [...medians].sort((a, b) => a.median - b.median);
  if (sorted.length === 0) return null;
  if (beginnerNet === null) return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
  return sorted.find((m) => m.median >= beginnerNet) ?? sorted.at(-1) ?? null;
}

const ONISEP_WHEN = 'ONISEP, fiches métiers de juin 2024';
const withoutFinalPeriod = (text: string) => text.trim().replace(/[\s.]+$/, '');

function beginnerSentences(beginner: NonNullable<SalaryEvaluation['beginner']>): string[] {
  if (beginner.amountGross === null) {
    const quote = withoutFinalPeriod(beginner.text);
    return [`L’ONISEP ne donne pas de montant précis pour un débutant : « ${quote} » (${ONISEP_WHEN}).`];
  }
  const net = formatEuros(approximateNet(beginner.amountGross));
  const third = formatEuros(approximateNet(beginner.amountGross / 3));
  const pay = beginner.fromSmic
    ? `est payée au Smic, soit ${formatEuros(SMIC.monthlyGross)} brut par mois depuis le 1er janvier 2026 (${SMIC.source.label})`
    : `gagne ${formatEuros(beginner.amountGross)} brut par mois`;
  return [
    `Selon l’ONISEP (fiches métiers de juin 2024), une personne qui débute ${pay} : environ ${net} net sur son compte.`,
    `Pour le loyer, on conseille de ne pas dépasser un tiers de ce qu’on gagne : environ ${third} par mois.`,
  ];
}

function medianSentences(
  median: NonNullable<SalaryEvaluation['median']>,
  allMedians: Median[],
  beginnerNet: number | null,
): string[] {
  const figures = allMedians.map((m) => m.median);
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const spread =
    low === high ? '' : ` ; de ${formatEuros(low)} à ${formatEuros(high)} selon le niveau de poste`;
  const sentences = [
    `La DARES donne un salaire médian de ${formatEuros(median.amountNet)} net par mois (période ${median.periode}${spread}) : la moitié des salariés à temps complet gagne moins, l’autre moitié plus.`,
  ];
  if (beginnerNet === null) {
    sentences.push(
      `Avec ce salaire médian, un loyer d’un tiers au plus ferait environ ${formatEuros(Math.round(median.amountNet / 30) * 10)} par mois.`,
    );
  } else if (median.amountNet > beginnerNet) {
    const rise = Math.round(((median.amountNet - beginnerNet) / beginnerNet) * 100);
    sentences.push(
      `Avec l’expérience, la paie grimpe : ce médian de ${median.periode} dépasse déjà d’environ ${formatPercent(rise)} le net d’un débutant.`,
    );
  } else {
    sentences.push(
      `Ici, le médian n’est pas plus haut que le salaire de début : il date de ${median.periode} et ne compte pas les mêmes postes.`,
    );
  }
  return sentences;
}

function budgetFor(evaluation: Omit<SalaryEvaluation, 'budget' | 'quiz'>, medians: Median[]): string[] {
  const { beginner, median } = evaluation;
  const beginnerNet = beginner?.amountGross != null ? approximateNet(beginner.amountGross) : null;
  if (!beginner && !median) {
    return [
      'Nous n’avons pas de chiffre de salaire pour ce métier dans nos données (ONISEP, DARES).',
      'Le quiz porte donc sur les notions à connaître : le Smic, le brut et le net, le salaire médian.',
    ].map(typographieFr);
  }
  const sentences = beginner
    ? beginnerSentences(beginner)
    : ['Nous n’avons pas de salaire de début pour ce métier dans les fiches de l’ONISEP.'];
  if (median) {
    sentences.push(...medianSentences(median, medians, beginnerNet));
  } else {
    sentences.push(
      'Nous n’avons pas de salaire médian pour ce métier : impossible de dire ici comment la paie évolue avec l’expérience.',
    );
  }
  return sentences.slice(0, 4).map(typographieFr);
}

/** Level 7: a job's pay decoded (beginner and median, with sources), a budget, and a quiz on the figures. */
export function evaluateSalary(input: SalaryEvaluationInput): SalaryEvaluation {
  const { beginner: onisep, medians } = input.salary;
  const pay = onisep ? parseBeginnerGross(onisep.text) : null;
  const beginner = onisep
    ? {
        text: typographieFr(typographicApostrophes(onisep.text.trim())),
        amountGross: pay?.amountGross ?? null,
        fromSmic: pay?.fromSmic ?? false,
        source: { label: 'ONISEP' as const, url: onisep.url },
      }
    : null;
  const chosen = pickMedian(medians, pay ? approximateNet(pay.amountGross) : null);
  const median = chosen
    ? {
        amountNet: chosen.median,
        fap: chosen.fap,
        libelle: chosen.libelle,
        periode: chosen.periode,
        source: { ...DARES_SALARY_SOURCE },
      }
    : null;
  const figures = { job: { title: input.title, romeCode: input.romeCode }, beginner, median };
  return {
    ...figures,
    budget: budgetFor(figures, medians),
    quiz: buildSalaryQuiz({
      title: input.title,
      beginnerText: beginner?.text ?? null,
      beginnerGross: beginner?.amountGross ?? null,
      fromSmic: beginner?.fromSmic ?? false,
      median: median ? { amountNet: median.amountNet, periode: median.periode } : null,
    }),
  };
}

/** What the student sees: the questions without their answers and explanations (the server scores). */
export type PublicSalaryEvaluation = Omit<SalaryEvaluation, 'quiz'> & {
  quiz: Pick<QuizQuestion, 'id' | 'text' | 'options'>[];
};

export function publicSalaryEvaluation(evaluation: SalaryEvaluation): PublicSalaryEvaluation {
  return {
    ...evaluation,
    quiz: evaluation.quiz.map(({ id, text, options }) => ({ id, text, options })),
  };
}

/** The salary quiz scored by the quiz engine's own check (answers by question id). */
export function checkSalaryQuiz(
  quiz: QuizQuestion[],
  answers: Record<string, number>,
  passMark = SALARY_QUIZ_PASS_MARK,
): StepCheck {
  const step: QuizStep = {
    id: 'salaire',
    kind: 'quiz',
    title: 'Salaires décodés',
    say: '',
    questions: quiz,
    passMark,
  };
  return checkQuiz(step, { answers });
}
