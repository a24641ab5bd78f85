import { formatPercent, NNBSP } from '../format/typography';
import type { MbtiJobFiche, RankedMbtiJob } from './mbti-job-ranking';
import { rankMbtiJobs } from './mbti-job-ranking';
import type { PersonalityPole } from './personality-items';
import { type PersonalityPortrait, portraitOf } from './personality-portraits';
import { AXIS_POLES, closeToSentences, type PersonalityResult } from './personality-scoring';

const POLE_NAMES: Record<PersonalityPole, string> = {
  E: 'Extraversion',
  I: 'Introversion',
  S: 'Sensation',
  N: 'Intuition',
  T: 'Pensée',
  F: 'Sentiment',
  J: 'Jugement',
  P: 'Perception',
};

/** The level 4 analysis as stored in analysis_results.results (questionnaire_type 'mbti'). */
export interface MbtiAnalysis {
  personalityType: string;
  typeTitle: string;
  personalityAnalysis: string;
  /** The portrait's strengths: the story image's « qualités ». */
  strengths: string[];
  howYouWork: string;
  watchOuts: string;
  axes: PersonalityResult['axes'];
  neighbours: string[];
  closeTo: string[];
  riasecCode: string | null;
  jobRecommendations: Array<RankedMbtiJob & { explanation: string }>;
  engine: { aiRewritten: boolean };
}

export interface MbtiAnalysisInput {
  result: PersonalityResult;
  fiches: ReadonlyMap<string, MbtiJobFiche>;
  /** The student's Holland code from their orientation analysis, when they have one. */
  hollandCode: string | null;
}

/** « Introversion 70 % » for each axis, on the side the student leans to. */
function axisSummary(result: PersonalityResult): string {
  const parts = result.axes.map((axis) => {
    const [first] = AXIS_POLES[axis.axis];
    const share = axis.letter === first ? axis.firstPolePercent : 100 - axis.firstPolePercent;
    return `${POLE_NAMES[axis.letter]} ${formatPercent(share)}`;
  });
  return `Tes réponses penchent vers${NNBSP}: ${parts.join(', ')}.`;
}

function jobExplanation(job: RankedMbtiJob, hollandCode: string | null): string {
  const fiche = job.riasecMajeur ? `${job.riasecMajeur}${job.riasecMineur ?? ''}` : null;
  const origin = job.ownType
    ? 'Ce métier fait partie des exemples associés à ton profil.'
    : 'Ce métier vient d’un profil voisin du tien, car un de tes axes est presque à égalité.';
  if (!fiche || !hollandCode) return origin;
  const agreement =
    job.riasecAgreement > 0
      ? `Sa fiche ROME (code RIASEC ${fiche}) rejoint ton profil d’orientation ${hollandCode}.`
      : `Sa fiche ROME (code RIASEC ${fiche}) s’éloigne un peu de ton profil d’orientation ${hollandCode}.`;
  return `${origin} ${agreement}`;
}

function prose(
  portrait: PersonalityPortrait,
  result: PersonalityResult,
  closeTo: string[],
  hollandCode: string | null,
): string {
  const paragraphs = [
    `Ton profil${NNBSP}: ${result.type}, ${portrait.title.toLowerCase()}. ${portrait.summary}`,
    [axisSummary(result), ...closeTo].join(' '),
    `Comment tu fonctionnes${NNBSP}: ${portrait.howYouWork}`,
    `À surveiller${NNBSP}: ${portrait.watchOuts}`,
    hollandCode
      ? `Les métiers ci-dessous viennent de notre tableau de référence, classés selon ton profil d’orientation ${hollandCode}. Ce sont des pistes à explorer, pas un verdict.`
      : 'Les métiers ci-dessous viennent de notre tableau de référence. Ce sont des pistes à explorer, pas un verdict.',
  ];
  return paragraphs.join('\n\n');
}

/** Scores → portrait, honest « close to » wording, and jobs crossed with the RIASEC profile. */
export function buildMbtiAnalysis({ result, fiches, hollandCode }: MbtiAnalysisInput): MbtiAnalysis {
  const portrait = portraitOf(result.type);
  if (!portrait) throw new Error(`Type de personnalité inconnu : ${result.type}`);
  const closeTo = closeToSentences(result);
  const jobs = rankMbtiJobs(result.type, result.neighbours, fiches, hollandCode);
  return {
    personalityType: result.type,
    typeTitle: portrait.title,
    personalityAnalysis: prose(portrait, result, closeTo, hollandCode),
    strengths: [...portrait.strengths],
    howYouWork: portrait.howYouWork,
    watchOuts: portrait.watchOuts,
    axes: result.axes,
    neighbours: result.neighbours,
    closeTo,
    riasecCode: hollandCode,
    jobRecommendations: jobs.map((job) => ({ ...job, explanation: jobExplanation(job, hollandCode) })),
    engine: { aiRewritten: false },
  };
}
