import { z } from 'zod';
import type { ReadResults } from '../../analysis/read-results';
import { frenchList, typographieFr } from '../../format/typography';
import { cvLines } from '../cv/cv-layout';
import type { DocumentStep, ProjetStep, TextStep } from '../engine/steps';
import { ACCESS_CATEGORY_LABELS } from '../engine/voeux-check';
import { levelDefinition } from '../journey';
import type { ProductionSourceStep } from '../productions';
import type { PortfolioSectionId } from './portfolio-ids';

/** One line of a portfolio section: a label (optional) and its text. */
export interface PortfolioBlock {
  label?: string;
  text: string;
}

/** One thing the student produced, in full, as the portfolio page and its PDF show it. */
export interface PortfolioSection {
  id: PortfolioSectionId;
  title: string;
  /** The level that built it; null for the orientation results. */
  level: number | null;
  blocks: PortfolioBlock[];
}

const letterAnswer = z.object({ target: z.object({ label: z.string() }), text: z.string() });
const documentAnswer = z.object({ sections: z.record(z.string(), z.string()) });
const textAnswer = z.object({ fields: z.record(z.string(), z.string()) });
const projetAnswer = z.object({
  formation: z.object({ label: z.string() }),
  paragraphs: z.record(z.string(), z.string()),
});
const voeuxAnswer = z.object({ wishes: z.array(z.object({ label: z.string() })) });
const voeuxResult = z.object({
  wishes: z.array(
    z.object({
      label: z.string(),
      school: z.string().nullable(),
      place: z.string().nullable(),
      category: z.enum(['reve', 'ambitieux', 'sur', 'inconnu']),
    }),
  ),
});
const pitchResult = z.object({
  now: z.object({ rating: z.number().nullable(), durationSeconds: z.number() }),
  message: z.string(),
});
const interviewAnswer = z.object({
  target: z.object({ label: z.string() }),
  turns: z.array(z.object({ question: z.string(), answer: z.string() })),
});

type Passed = (level: number, stepId: string) => ProductionSourceStep | undefined;

function parsed<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function stepDefinition<T>(level: number, stepId: string): T | undefined {
  return levelDefinition(level)?.steps.find((step) => step.id === stepId) as T | undefined;
}

const blocksOf = (pairs: [string | undefined, string][]): PortfolioBlock[] =>
  pairs
    .map(([label, text]) => ({ ...(label ? { label: typographieFr(label) } : {}), text: text.trim() }))
    .filter((block) => block.text !== '');

function profile(results: ReadResults | null, personality: string | null): PortfolioBlock[] {
  if (!results) return [];
  return blocksOf([
    ['Ton code Holland (RIASEC)', results.riasec?.code ?? ''],
    ['Tes points forts', frenchList(results.strengths.slice(0, 5))],
    ['Les métiers qui te ressemblent', frenchList(results.jobs.slice(0, 3).map((job) => job.title))],
    ['Ta personnalité (niveau 4)', personality ?? ''],
  ]);
}

function cv(passed: Passed): PortfolioBlock[] {
  const answer = parsed(documentAnswer, passed(15, 'cv')?.answer);
  const step = stepDefinition<DocumentStep>(15, 'cv');
  if (!answer || !step) return [];
  return cvLines(step.sections, answer.sections).map((line) => ({ text: line.text }));
}

function letter(passed: Passed): PortfolioBlock[] {
  const answer = parsed(letterAnswer, passed(16, 'lettre')?.answer);
  return answer ? blocksOf([[`Pour « ${answer.target.label} »`, answer.text]]) : [];
}

function projet(passed: Passed): PortfolioBlock[] {
  const answer = parsed(projetAnswer, passed(18, 'projet')?.answer);
  const step = stepDefinition<ProjetStep>(18, 'projet');
  if (!answer || !step) return [];
  return blocksOf([
    ['Formation', answer.formation.label],
    ...step.paragraphs.map((p): [string, string] => [p.label, answer.paragraphs[p.id] ?? '']),
  ]);
}

/** Each wish with its school, town and family (the server's check has them), else its name. */
function voeux(passed: Passed): PortfolioBlock[] {
  const row = passed(19, 'voeux');
  const labelled = parsed(voeuxResult, row?.check?.result)?.wishes;
  if (labelled) {
    return labelled.map((wish) => ({
      label: ACCESS_CATEGORY_LABELS[wish.category],
      text: [wish.label, wish.school, wish.place].filter(Boolean).join(' — '),
    }));
  }
  return (parsed(voeuxAnswer, row?.answer)?.wishes ?? []).map((wish) => ({ text: wish.label }));
}

function star(passed: Passed): PortfolioBlock[] {
  const answer = parsed(textAnswer, passed(13, 'star')?.answer);
  const step = stepDefinition<TextStep>(13, 'star');
  if (!answer || !step) return [];
  return blocksOf(step.fields.map((field): [string, string] => [field.label, answer.fields[field.id] ?? '']));
}

function pitch(passed: Passed): PortfolioBlock[] {
  const result = parsed(pitchResult, passed(21, 'pitch')?.check?.result);
  if (!result) return [];
  const { rating, durationSeconds } = result.now;
  return blocksOf([
    ['Durée', `${durationSeconds} secondes`],
    ['Ta note', rating === null ? '' : `${rating} sur 10`],
    [undefined, result.message],
  ]);
}

function interview(passed: Passed): PortfolioBlock[] {
  const answer = parsed(interviewAnswer, passed(22, 'entretien')?.answer);
  if (!answer) return [];
  return blocksOf([
    ['Pour', answer.target.label],
    ...answer.turns.map((turn): [string, string] => [turn.question, turn.answer]),
  ]);
}

const SECTIONS: { id: PortfolioSectionId; title: string; level: number | null }[] = [
  { id: 'profil', title: 'Ton profil d’orientation', level: null },
  { id: 'cv', title: 'Ton CV', level: 15 },
  { id: 'lettre', title: 'Ta lettre de motivation', level: 16 },
  { id: 'projet', title: 'Ton projet de formation motivé', level: 18 },
  { id: 'voeux', title: 'Ta liste de vœux', level: 19 },
  { id: 'star', title: 'Ta réussite racontée (STAR)', level: 13 },
  { id: 'pitch', title: 'Ton pitch', level: 21 },
  { id: 'entretien', title: 'Ton entretien d’entraînement', level: 22 },
];

/**
 * Everything the student produced, in full, from their passed steps and their orientation
 * results: the sections that have something, in the order a reader expects.
 */
export function portfolioSections(
  rows: readonly ProductionSourceStep[],
  results: ReadResults | null,
  personality: string | null,
): PortfolioSection[] {
  const passed: Passed = (level, stepId) =>
    rows.find((row) => row.passed && row.level === level && row.stepId === stepId);
  const builders: Record<PortfolioSectionId, () => PortfolioBlock[]> = {
    profil: () => profile(results, personality),
    cv: () => cv(passed),
    lettre: () => letter(passed),
    projet: () => projet(passed),
    voeux: () => voeux(passed),
    star: () => star(passed),
    pitch: () => pitch(passed),
    entretien: () => interview(passed),
  };
  return SECTIONS.map((section) => ({ ...section, blocks: builders[section.id]() })).filter(
    (section) => section.blocks.length > 0,
  );
}
