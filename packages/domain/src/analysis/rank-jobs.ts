import { RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import type { RiasecProfile } from '../riasec/profile';
import type { MetierCandidate } from './catalogue';
import { type InterestWeights, interestAgreement } from './interests';

/**
 * Weights of the signals. The official code of the fiche leads (its major letter most), so every
 * job carries the profile's code; then the letter the fiche's skills lean to beyond its code,
 * matched with the profile's other letters (an R-C fiche whose skills lean to S suits RCS, one
 * leaning to I suits RCI); then the centres d'intérêt the answers speak to, and the field of the
 * student's dream job. Tuned with bench/recommendations (docs/performance/recommendations.md).
 */
export const RANKING_WEIGHTS: RankingWeights = {
  majeur: 3,
  // Strong enough that a clear second letter fills the list from its own fiches: two codes that
  // differ by the order of their letters (RCS, RSC) then see different métiers.
  mineur: 3,
  thirdLetter: 0.8,
  /** Used for the 345 fiches without a minor letter: they fit no profile's second letter. */
  missingMineur: 0.1,
  flavour: 1,
  // A fiche of the third letter is not picked on its lean: the only letter left to lean to is the
  // second, and the fiches of the third letter that lean to the second are the ones a student with
  // those two letters swapped sees first. The centres d'intérêt order them instead.
  flavourOnThirdLetter: 0,
  // A fiche whose skills lean as much to a letter the student does not like as to theirs is a
  // poorer fit, and the one every neighbouring code would also pick.
  leanContrast: 1,
  interests: 0.02,
  dreamJob: 0.3,
};

export interface RankingWeights {
  majeur: number;
  mineur: number;
  missingMineur: number;
  flavour: number;
  /** Weight of the lean for a fiche whose minor letter is the profile's third. */
  flavourOnThirdLetter: number;
  /** How much the lean to the strongest letter the student does not like takes off. */
  leanContrast: number;
  interests: number;
  dreamJob: number;
  /** Weight of the profile's third letter as a fiche's minor (the second counts 1). */
  thirdLetter: number;
}

/** At most this many métiers of one ROME "domaine professionnel" in a list, to keep it varied. */
export const MAX_PER_DOMAINE = 2;

/** Where the opening idea goes in the list: the last of the six shown. */
export const OPENING_RANK = 6;

export interface RankedJob {
  metier: MetierCandidate;
  score: number;
  /** Each signal's share of the score, kept for the explanation and the tests. */
  parts: { code: number; flavour: number; interests: number; dreamJob: number };
  /** Strict, but from a ROME "grand domaine" none of the others belong to. */
  opening: boolean;
}

/** What the ranking knows of the student besides the letters. */
export interface RankingContext {
  interests: InterestWeights;
  /** ROME "domaines professionnels" of the student's dream job, when it names one. */
  dreamDomaines?: ReadonlySet<string>;
}

/** How much one skill of each letter counts in a fiche's lean (see `letterRarity`). */
export type LetterRarity = Readonly<Record<RiasecLetter, number>>;

const EVEN_RARITY = Object.fromEntries(RIASEC_LETTERS.map((letter) => [letter, 1])) as LetterRarity;

/**
 * How well the letter the fiche's skills lean to, beyond its official code, fits the profile
 * (about -1 to 1): the profile's weight of each other letter, weighted by that letter's share of
 * the skills outside the code, each skill counted by its letter's rarity; minus, times
 * `contrast`, the share of the strongest letter the profile does not like (weight 0), scaled by
 * its best liked one. A fiche whose skills stay inside its code is neutral.
 */
export function skillAgreement(
  profile: RiasecProfile,
  metier: MetierCandidate,
  weight: (letter: RiasecLetter) => number = (letter) => profile.weights[letter],
  rarity: LetterRarity = EVEN_RARITY,
  contrast = 0,
): number {
  let outside = 0;
  let weighted = 0;
  let unliked = 0;
  let best = 0;
  let neutral = 0;
  for (const letter of RIASEC_LETTERS) {
    if (letter === metier.riasecMajeur || letter === metier.riasecMineur) continue;
    const count = (metier.skillRiasec[letter] ?? 0) * rarity[letter];
    const liked = weight(letter);
    outside += count;
    weighted += count * liked;
    neutral += liked;
    best = Math.max(best, liked);
    if (liked === 0) unliked = Math.max(unliked, count);
  }
  if (outside > 0) return (weighted - contrast * unliked * best) / outside;
  return neutral / (metier.riasecMineur ? 4 : 5);
}

/**
 * Scores fiches for one profile: what depends on the profile alone (the letters' weights, what
 * rises above the fourth letter) is computed once, not for each of the 1 584 fiches.
 */
export function jobScorer(
  profile: RiasecProfile,
  context: RankingContext,
  w: RankingWeights = RANKING_WEIGHTS,
) {
  const weights = profile.weights;
  // Only what rises above the fourth letter flavours the list: one answer changed on a letter
  // the student does not like should not reshuffle it.
  const floor = profile.ranked[3] ? weights[profile.ranked[3]] : 0;
  const above = (letter: RiasecLetter) => Math.max(0, weights[letter] - floor);
  const third = profile.ranked[2];
  return (metier: MetierCandidate, rarity: LetterRarity = EVEN_RARITY): RankedJob => {
    const mineur = metier.riasecMineur
      ? mineurWeight(profile, metier.riasecMineur, w) * w.mineur
      : w.missingMineur;
    const code = weights[metier.riasecMajeur] * w.majeur + mineur;
    const onThirdLetter = metier.riasecMineur !== null && third === metier.riasecMineur;
    const flavour =
      skillAgreement(profile, metier, above, rarity, w.leanContrast) *
      (onThirdLetter ? w.flavourOnThirdLetter : w.flavour);
    const interests = interestAgreement(context.interests, metier) * w.interests;
    const dreamJob = context.dreamDomaines?.has(metier.domaine) ? w.dreamJob : 0;
    // Rounded so that float noise never decides between two fiches: the ROME code does.
    const score = Math.round((code + flavour + interests + dreamJob) * 10_000) / 10_000;
    return { metier, score, parts: { code, flavour, interests, dreamJob }, opening: false };
  };
}

/**
 * The weight of the fiche's minor letter: by its rank in the profile (second 1, third
 * `thirdLetter`), not by its average, so one changed answer that leaves the code as it is leaves
 * the list as it is; a letter outside the code keeps its (lower) average.
 */
function mineurWeight(profile: RiasecProfile, letter: RiasecLetter, w: RankingWeights): number {
  const rank = profile.ranked.indexOf(letter);
  if (rank === 1) return 1;
  if (rank === 2) return w.thirdLetter;
  return Math.min(w.thirdLetter, profile.weights[letter]);
}

/** ROME "grand domaine": the letter of the code (M for support to the company…). */
const grandDomaine = (metier: MetierCandidate) => metier.romeCode.charAt(0);

/** Official major letter = the profile's first, minor = its second or third. */
function isStrict(code: string, metier: MetierCandidate): boolean {
  return (
    metier.riasecMajeur === code[0] && (metier.riasecMineur === code[1] || metier.riasecMineur === code[2])
  );
}

/** Best score first; equal scores by ROME code (plain ASCII: no locale needed, much faster). */
function byScoreThenCode(a: RankedJob, b: RankedJob): number {
  if (a.score !== b.score) return b.score - a.score;
  const [x, y] = [a.metier.romeCode, b.metier.romeCode];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The best métiers for a profile, best first, at most MAX_PER_DOMAINE per professional field.
 * The sixth is an "opening" when one exists: a strict fiche from a grand domaine the first five
 * do not show. Ties are broken by ROME code, so the same answers always give the same list.
 */
export function rankJobs(
  profile: RiasecProfile,
  context: RankingContext | InterestWeights,
  catalogue: MetierCandidate[],
  limit: number,
  weights: RankingWeights = RANKING_WEIGHTS,
): RankedJob[] {
  const ctx: RankingContext = context instanceof Map ? { interests: context } : (context as RankingContext);
  const rarity = letterRarity(catalogue);
  const score = jobScorer(profile, ctx, weights);
  const scored = catalogue
    .map((metier) => score(metier, rarity.get(officialCode(metier))))
    .sort(byScoreThenCode);
  const perDomaine = new Map<string, number>();
  const chosen: RankedJob[] = [];
  const take = (job: RankedJob) => {
    perDomaine.set(job.metier.domaine, (perDomaine.get(job.metier.domaine) ?? 0) + 1);
    chosen.push(job);
  };
  const fits = (job: RankedJob) =>
    !chosen.some((c) => c.metier === job.metier) &&
    (perDomaine.get(job.metier.domaine) ?? 0) < MAX_PER_DOMAINE;
  const strict = scored.filter((job) => isStrict(profile.code, job.metier));
  for (const job of strict) {
    if (chosen.length >= Math.min(limit, OPENING_RANK - 1)) break;
    if (fits(job)) take(job);
  }
  if (chosen.length === OPENING_RANK - 1 && limit >= OPENING_RANK) {
    const seen = new Set(chosen.map((job) => grandDomaine(job.metier)));
    const opening = strict.find((job) => fits(job) && !seen.has(grandDomaine(job.metier)));
    if (opening) take({ ...opening, opening: true });
  }
  // Strict fiches first; the others only when the profile's code has too few of them; a third
  // fiche of one field last, for a narrow code that has nothing else.
  for (const job of [...strict, ...scored]) {
    if (chosen.length >= limit) break;
    if (fits(job)) take(job);
  }
  for (const job of strict) {
    if (chosen.length >= limit) break;
    if (!chosen.some((c) => c.metier === job.metier)) take(job);
  }
  return chosen;
}

/** The fiche's official code: major letter, then minor when it has one ("RC", "S"). */
const officialCode = (metier: MetierCandidate) => `${metier.riasecMajeur}${metier.riasecMineur ?? ''}`;

const rarityByCatalogue = new WeakMap<readonly MetierCandidate[], ReadonlyMap<string, LetterRarity>>();

/**
 * How rare each letter is among the skills of the fiches that share an official code: 1 for a
 * letter of average frequency there, 2 for one half as frequent. Conventional (C) skills fill
 * most fiches; counted as they are, they would lean nearly every fiche to C, and the students
 * whose third letter is A, E or S would all get the same few neutral fiches. Counted within the
 * code, each letter the fiches of an R-C code lean to weighs the same in all: the four codes RC…
 * split those fiches between them (docs/performance/recommendations.md).
 */
export function letterRarity(catalogue: readonly MetierCandidate[]): ReadonlyMap<string, LetterRarity> {
  const known = rarityByCatalogue.get(catalogue);
  if (known) return known;
  const byCode = new Map<string, MetierCandidate[]>();
  for (const metier of catalogue) {
    const code = officialCode(metier);
    const group = byCode.get(code);
    if (group) group.push(metier);
    else byCode.set(code, [metier]);
  }
  const rarity = new Map([...byCode].map(([code, fiches]) => [code, rarityAmong(fiches)]));
  rarityByCatalogue.set(catalogue, rarity);
  return rarity;
}

function rarityAmong(fiches: readonly MetierCandidate[]): LetterRarity {
  const totals = RIASEC_LETTERS.map((letter) =>
    fiches.reduce((sum, metier) => sum + (metier.skillRiasec[letter] ?? 0), 0),
  );
  const present = totals.filter((total) => total > 0);
  const mean = present.reduce((sum, total) => sum + total, 0) / Math.max(1, present.length);
  return Object.fromEntries(
    RIASEC_LETTERS.map((letter, i) => [letter, (totals[i] ?? 0) > 0 ? mean / (totals[i] ?? 1) : 1]),
  ) as LetterRarity;
}
