import {
  AVATAR_SIZES,
  avatarImageUrl,
  buildOrientationAnalysis,
  fallbackAvatarConfig,
  NoSignalError,
  type OrientationAnalysis,
  orientationAnalysisSchema,
  type QuestionnaireType,
  typographieFr,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readStudentLevel } from '../../kernel/student-level';
import { HttpError } from '../../plugins/errors';
import { readProfileAvatar } from '../avatar';
import { listOrientationItems, readAnswers } from '../questionnaire';
import { loadCatalogue } from '../rome';
import { rewordOrKeep } from './ai-prose';
import { insertAnalysis, latestAnalysis } from './analysis.repository';
import type { AnalysisDeps } from './analysis-deps';
import { type Prose, type ProseInput, rewriteAnalysisProse } from './analysis-prose.task';

export interface ResultsAnswer {
  results: Record<string, unknown>;
  level: number;
}

export function noResults(): HttpError {
  return new HttpError(404, 'aucun_resultat', 'Aucun résultat disponible');
}

/** Only the caller's own analysis: an id in a path or body must be theirs. */
export function assertOwnId(userId: string, callerId: string): void {
  if (userId !== callerId) {
    throw new HttpError(403, 'acces_refuse', 'Tu ne peux consulter que tes propres résultats.');
  }
}

/**
 * Runs the engine on the user's stored answers, lets the AI (when configured) rewrite the two
 * texts, and stores the result. Scores and recommendations never depend on the AI.
 */
export async function generateOrientationAnalysis(
  deps: AnalysisDeps,
  userId: string,
): Promise<ResultsAnswer> {
  const [items, answers, catalogue, profile] = await Promise.all([
    listOrientationItems(deps.database),
    readAnswers(deps.database, userId, 'orientation'),
    loadCatalogue(deps.database),
    deps.database.query<{ first_name: string | null; home_preference: string | null }>(
      'SELECT first_name, home_preference FROM profiles WHERE user_id = $1',
      [userId],
    ),
  ]);
  if (answers.size === 0) {
    throw new HttpError(
      404,
      'questionnaire_absent',
      'Aucun résultat disponible : réponds d’abord au questionnaire.',
    );
  }
  let analysis: OrientationAnalysis;
  try {
    analysis = buildOrientationAnalysis({
      items,
      answers,
      catalogue: catalogue.metiers,
      catalogueSource: catalogue.source,
      dreamJob: profile[0]?.home_preference ?? null,
    });
  } catch (error) {
    if (!(error instanceof NoSignalError)) throw error;
    throw new HttpError(
      422,
      'reponses_insuffisantes',
      typographieFr(
        'Tu as répondu « Je ne sais pas » partout : réponds Oui, Un peu, Pas trop ou Non à quelques questions pour obtenir ton analyse.',
      ),
    );
  }
  // Stored only in the exact shape the engine writes (the lenient reader is for older records).
  const rewritten = orientationAnalysisSchema.parse(
    await rewriteProse(deps, analysis, profile[0]?.first_name ?? null),
  );
  const avatar = await readProfileAvatar(deps.database, userId);
  const now = new Date().toISOString();
  const results = {
    ...rewritten,
    avatarUrlBase: avatar.avatarUrl ?? avatarImageUrl(fallbackAvatarConfig(userId), AVATAR_SIZES.fallback),
    avatarConfig: avatar.avatarConfig,
    shareImageUrl: null,
    createdAt: now,
    updatedAt: now,
    userId,
  };
  await insertAnalysis(deps.database, userId, 'orientation', results);
  return { results, level: (await readStudentLevel(deps.database, userId)).level };
}

function rewriteProse(
  deps: AnalysisDeps,
  analysis: OrientationAnalysis,
  firstName: string | null,
): Promise<OrientationAnalysis> {
  return rewordOrKeep<OrientationAnalysis, ProseInput, Prose>(
    deps,
    rewriteAnalysisProse,
    { analysis, firstName },
    {
      mustQuote: analysis.riasec.code,
      what: 'réécriture de l’analyse',
      apply: (prose) => ({
        ...analysis,
        personalityAnalysis: typographieFr(prose.personalityAnalysis),
        skillsAssessment: typographieFr(prose.skillsAssessment),
        engine: { ...analysis.engine, aiRewritten: true },
      }),
    },
  );
}

/**
 * The latest analysis of a questionnaire. With `currentOnly`, an analysis older than the
 * latest answers counts as missing, so the results page asks for a fresh one.
 */
export async function readResults(
  database: DatabaseHandle,
  userId: string,
  type: QuestionnaireType,
  currentOnly: boolean,
): Promise<ResultsAnswer> {
  const stored = await latestAnalysis(database, userId, type);
  if (!stored || (currentOnly && !stored.current)) throw noResults();
  const results = {
    ...stored.results,
    ...(stored.shareImageUrl ? { shareImageUrl: stored.shareImageUrl } : {}),
  };
  return { results, level: (await readStudentLevel(database, userId)).level };
}
