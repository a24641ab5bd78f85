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
 * (0 to 1): the profile's weight of each other letter, weighted by that letter's share of the
 * skills outside the code, each skill counted by its letter's rarity. A fiche whose skills stay
 * inside its code is neutral.
 */
export function skillAgreement(
  profile: RiasecProfile,
  metier: MetierCandidate,
  weight: (letter: RiasecLetter) => number = (letter) => profile.weights[letter],
  rarity: LetterRarity = EVEN_RARITY,
): number {
  let outside = 0;
  let weighted = 0;
  const others = RIASEC_LETTERS.filter(
    (letter) => letter !== metier.riasecMajeur && letter !== metier.riasecMineur,
  );
  for (const letter of others) {
    const count = (metier.skillRiasec[letter] ?? 0) * rarity[letter];
    outside += count;
    weighted += count * weight(letter);
  }
  if (outside > 0) return weighted / outside;
  return others.reduce((sum, letter) => sum + weight(letter), 0) / others.length;
}

export function scoreJob(
  profile: RiasecProfile,
  context: RankingContext,
  metier: MetierCandidate,
  w: RankingWeights = RANKING_WEIGHTS,
  rarity: LetterRarity = EVEN_RARITY,
): Omit<RankedJob, 'opening'> {
  const weights = profile.weights;
  const mineur = metier.riasecMineur
    ? mineurWeight(profile, metier.riasecMineur, w) * w.mineur
    : w.missingMineur;
  const code = weights[metier.riasecMajeur] * w.majeur + mineur;
  // Only what rises above the fourth letter flavours the list: one answer changed on a letter
  // the student does not like should not reshuffle it.
  const floor = profile.ranked[3] ? weights[profile.ranked[3]] : 0;
  const above = (letter: RiasecLetter) => Math.max(0, weights[letter] - floor);
  const onThirdLetter = metier.riasecMineur !== null && profile.ranked[2] === metier.riasecMineur;
  const flavour =
    skillAgreement(profile, metier, above, rarity) * (onThirdLetter ? w.flavourOnThirdLetter : w.flavour);
  const interests = interestAgreement(context.interests, metier) * w.interests;
  const dreamJob = context.dreamDomaines?.has(metier.domaine) ? w.dreamJob : 0;
  // Rounded so that float noise never decides between two fiches: the ROME code does.
  const score = Math.round((code + flavour + interests + dreamJob) * 10_000) / 10_000;
  return { metier, score, parts: { code, flavour, interests, dreamJob } };
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
function isStrict(profile: RiasecProfile, metier: MetierCandidate): boolean {
  const [first, ...next] = profile.code;
  return (
    metier.riasecMajeur === first &&
    metier.riasecMineur !== null &&
    next.slice(0, 2).includes(metier.riasecMineur)
  );
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
  const scored = catalogue
    .map((metier) => ({ ...scoreJob(profile, ctx, metier, weights, rarity), opening: false }))
    .sort((a, b) => b.score - a.score || a.metier.romeCode.localeCompare(b.metier.romeCode));
  const perDomaine = new Map<string, number>();
  const chosen: RankedJob[] = [];
  const take = (job: RankedJob) => {
    perDomaine.set(job.metier.domaine, (perDomaine.get(job.metier.domaine) ?? 0) + 1);
    chosen.push(job);
  };
  const fits = (job: RankedJob) =>
    !chosen.some((c) => c.metier === job.metier) &&
    (perDomaine.get(job.metier.domaine) ?? 0) < MAX_PER_DOMAINE;
  const strict = scored.filter((job) => isStrict(profile, job.metier));
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

const rarityByCatalogue = new WeakMap<readonly MetierCandidate[], LetterRarity>();

/**
 * How rare each letter is among the skills of the whole catalogue: 1 for a letter of average
 * frequency, 2 for one half as frequent. Conventional (C) skills fill most fiches; counted as
 * they are, they would lean nearly every fiche to C, and the students whose third letter is A, E
 * or S would all get the same few neutral fiches (docs/performance/recommendations.md).
 */
export function letterRarity(catalogue: readonly MetierCandidate[]): LetterRarity {
  const known = rarityByCatalogue.get(catalogue);
  if (known) return known;
  const totals = RIASEC_LETTERS.map((letter) =>
    catalogue.reduce((sum, metier) => sum + (metier.skillRiasec[letter] ?? 0), 0),
  );
  const mean = totals.reduce((sum, total) => sum + total, 0) / totals.length;
  const rarity = Object.fromEntries(
    RIASEC_LETTERS.map((letter, i) => [letter, (totals[i] ?? 0) > 0 ? mean / (totals[i] ?? 1) : 1]),
  ) as LetterRarity;
  rarityByCatalogue.set(catalogue, rarity);
  return rarity;
}
