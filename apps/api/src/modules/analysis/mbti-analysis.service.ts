import {
  AVATAR_SIZES,
  avatarImageUrl,
  buildMbtiAnalysis,
  fallbackAvatarConfig,
  type MbtiAnalysis,
  mbtiRomeCodes,
  PERSONALITY_ITEMS,
  scorePersonality,
  typographieFr,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { readProfileAvatar } from '../avatar';
import { readAnswers } from '../questionnaire';
import { rewordOrKeep } from './ai-prose';
import { insertAnalysis, latestAnalysis } from './analysis.repository';
import type { AnalysisDeps } from './analysis-deps';
import { readMbtiFiches } from './mbti-analysis.repository';
import { type MbtiProse, type MbtiProseInput, personaliseMbtiProse } from './mbti-prose.task';

/** The Holland code of the student's latest orientation analysis, when there is one. */
async function hollandCodeOf(database: DatabaseHandle, userId: string): Promise<string | null> {
  const orientation = await latestAnalysis(database, userId, 'orientation');
  const riasec = orientation?.results.riasec as { code?: unknown } | undefined;
  return typeof riasec?.code === 'string' && riasec.code ? riasec.code : null;
}

function personalise(
  deps: AnalysisDeps,
  analysis: MbtiAnalysis,
  firstName: string | null,
): Promise<MbtiAnalysis> {
  return rewordOrKeep<MbtiAnalysis, MbtiProseInput, MbtiProse>(
    deps,
    personaliseMbtiProse,
    { analysis, firstName },
    {
      mustQuote: analysis.personalityType,
      what: 'personnalisation de l’analyse MBTI',
      apply: (prose) => ({
        ...analysis,
        personalityAnalysis: typographieFr(prose.personalityAnalysis),
        engine: { aiRewritten: true },
      }),
    },
  );
}

/**
 * Scores the stored level 4 answers, writes the portrait, crosses the table's jobs with the
 * orientation profile, and stores the result as the caller's latest MBTI analysis.
 */
export async function generateMbtiAnalysis(
  deps: AnalysisDeps,
  userId: string,
): Promise<Record<string, unknown>> {
  const answers = await readAnswers(deps.database, userId, 'mbti');
  if (answers.size === 0) {
    throw new HttpError(
      400,
      'reponses_absentes',
      'Aucune réponse au test de personnalité : réponds d’abord aux questions du niveau 4.',
    );
  }
  const [fiches, hollandCode, profile, avatar] = await Promise.all([
    readMbtiFiches(deps.database, mbtiRomeCodes()),
    hollandCodeOf(deps.database, userId),
    deps.database.query<{ first_name: string | null }>('SELECT first_name FROM profiles WHERE user_id = $1', [
      userId,
    ]),
    readProfileAvatar(deps.database, userId),
  ]);
  const result = scorePersonality(PERSONALITY_ITEMS, answers);
  const analysis = await personalise(
    deps,
    buildMbtiAnalysis({ result, fiches, hollandCode }),
    profile[0]?.first_name ?? null,
  );
  const now = new Date().toISOString();
  const stored = {
    ...analysis,
    avatarUrlBase: avatar.avatarUrl ?? avatarImageUrl(fallbackAvatarConfig(userId), AVATAR_SIZES.fallback),
    avatarConfig: avatar.avatarConfig,
    shareImageUrl: null,
    createdAt: now,
    updatedAt: now,
    userId,
  };
  await insertAnalysis(deps.database, userId, 'mbti', stored);
  return stored;
}
