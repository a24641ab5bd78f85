import {
  ACCESS_THRESHOLDS,
  accessCategory,
  checkVoeux,
  type LabelledWish,
  readAnalysisResults,
  typographieFr,
  type VoeuxAlternatives,
  type VoeuxAnswer,
  type VoeuxStep,
  type WishFacts,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
import { latestAnalysis } from '../../analysis';
import { findAlternatives, findWishes, type WishRow } from '../catalogues/voeux.repository';

const SUGGESTIONS = 3;

const facts = ({ code, label, school, place, taux, session, fiche }: WishRow): WishFacts => ({
  code,
  label,
  school,
  place,
  taux,
  session,
  fiche,
});

/** Real formations for the remarks that need them: safer ones, ones in another town. */
async function alternativesFor(
  database: DatabaseHandle,
  step: VoeuxStep,
  rows: WishRow[],
  wishes: LabelledWish[],
): Promise<VoeuxAlternatives> {
  const known = wishes.filter((wish) => wish.category !== 'inconnu');
  const needsSafer = known.length > 0 && !known.some((wish) => wish.category === 'sur');
  const places = new Set(wishes.map((wish) => wish.place));
  const [place] = places;
  const needsElsewhere = wishes.length >= step.minWishes && places.size === 1 && Boolean(place);
  const [safer, elsewhere] = await Promise.all([
    needsSafer
      ? findAlternatives(database, { wishes: rows, minTaux: ACCESS_THRESHOLDS.sur, limit: SUGGESTIONS })
      : [],
    needsElsewhere
      ? findAlternatives(database, { wishes: rows, awayFrom: place ?? undefined, limit: SUGGESTIONS })
      : [],
  ]);
  return { safer: safer.map(facts), elsewhere: elsewhere.map(facts) };
}

/** The names the student's profile gives: their métiers of level 6, their results' jobs and studies. */
async function profileNames(database: DatabaseHandle, userId: string): Promise<string[]> {
  const [picked, analysis] = await Promise.all([
    database.query<{ label: string }>(
      `SELECT item->>'label' AS label FROM level_step_answers, jsonb_array_elements(answer->'items') AS item
        WHERE user_id = $1 AND level = 6 AND step_id = 'trois-metiers' AND passed`,
      [userId],
    ),
    latestAnalysis(database, userId, 'orientation'),
  ]);
  const results = readAnalysisResults(analysis?.results);
  return [
    ...picked.map((row) => row.label),
    ...(results?.jobs.map((job) => job.title) ?? []),
    ...(results?.studies.map((study) => `${study.type} ${study.degree}`) ?? []),
  ].filter(Boolean);
}

/**
 * Level 19: every wish must be in our catalogue (its name, place and access rate are read from
 * there, never from the browser); the list is judged with real alternatives.
 */
export async function judgeVoeux(
  database: DatabaseHandle,
  userId: string,
  step: VoeuxStep,
  answer: Record<string, unknown>,
) {
  const { wishes } = answer as unknown as VoeuxAnswer;
  const byCode = new Map(
    (
      await findWishes(
        database,
        wishes.map((wish) => wish.code),
      )
    ).map((row) => [row.code, row]),
  );
  const unknown = wishes.find((wish) => !byCode.has(wish.code));
  if (unknown) {
    throw new HttpError(
      400,
      'choix_inconnu',
      typographieFr(`« ${unknown.label} » ne fait pas partie de notre catalogue : choisis dans la liste.`),
    );
  }
  const rows = wishes.flatMap((wish) => byCode.get(wish.code) ?? []);
  const labelled = rows.map((row) => ({ ...facts(row), category: accessCategory(row.taux) }));
  const [alternatives, profile] = await Promise.all([
    alternativesFor(database, step, rows, labelled),
    profileNames(database, userId),
  ]);
  return {
    answer: { wishes: rows.map(({ code, label }) => ({ code, label })) },
    check: checkVoeux(step, labelled, alternatives, profile),
  };
}
