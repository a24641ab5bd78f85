import {
  ACCESS_THRESHOLDS,
  accessCategory,
  checkVoeux,
  type LabelledWish,
  typographieFr,
  type VoeuxAlternatives,
  type VoeuxAnswer,
  type VoeuxStep,
  type WishFacts,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
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

/**
 * Level 19: every wish must be in our catalogue (its name, place and access rate are read from
 * there, never from the browser); the list is judged with real alternatives.
 */
export async function judgeVoeux(database: DatabaseHandle, step: VoeuxStep, answer: Record<string, unknown>) {
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
  const alternatives = await alternativesFor(database, step, rows, labelled);
  return {
    answer: { wishes: rows.map(({ code, label }) => ({ code, label })) },
    check: checkVoeux(step, labelled, alternatives),
  };
}
