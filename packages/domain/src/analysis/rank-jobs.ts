import { RIASEC_LETTERS } from '../riasec/letters';
import type { RiasecProfile } from '../riasec/profile';
import type { MetierCandidate } from './catalogue';
import { type InterestWeights, interestAgreement } from './interests';

/**
 * Weights of the three signals. The official code of the fiche leads (its major letter most);
 * the RIASEC codes of the fiche's own skills, outside its official letters, separate métiers
 * that share a code (a R-C fiche whose skills also lean to S suits an RCS profile better than
 * a R-C fiche leaning to I); the centres d'intérêt the answers speak to add a last nudge.
 * Tuned with bench/recommendations (see docs/performance/orientation.md).
 */
export const RANKING_WEIGHTS: RankingWeights = {
  majeur: 3,
  mineur: 1.2,
  /** Used for the 345 fiches without a minor letter: they fit no profile's second letter. */
  missingMineur: 0.1,
  skills: 0.5,
  interests: 0.4,
};

export interface RankingWeights {
  majeur: number;
  mineur: number;
  missingMineur: number;
  skills: number;
  interests: number;
}

/** At most this many métiers of one ROME "domaine professionnel" in a list, to keep it varied. */
export const MAX_PER_DOMAINE = 2;

export interface RankedJob {
  metier: MetierCandidate;
  score: number;
  /** Each signal's share of the score, kept for the explanation and the tests. */
  parts: { code: number; skills: number; interests: number };
}

/**
 * How much the fiche's skills call on the profile's letters beyond its own official code
 * (0 to 1): each other letter's share of the skills, weighted by the profile.
 */
export function skillAgreement(profile: RiasecProfile, metier: MetierCandidate): number {
  let total = 0;
  let weighted = 0;
  for (const letter of RIASEC_LETTERS) {
    const count = metier.skillRiasec[letter] ?? 0;
    total += count;
    if (letter !== metier.riasecMajeur && letter !== metier.riasecMineur)
      weighted += count * profile.weights[letter];
  }
  return total > 0 ? weighted / total : 0;
}

export function scoreJob(
  profile: RiasecProfile,
  interests: InterestWeights,
  metier: MetierCandidate,
  w: RankingWeights = RANKING_WEIGHTS,
): RankedJob {
  const mineur = metier.riasecMineur ? profile.weights[metier.riasecMineur] * w.mineur : w.missingMineur;
  const code = profile.weights[metier.riasecMajeur] * w.majeur + mineur;
  const skills = skillAgreement(profile, metier) * w.skills;
  const interestsPart = interestAgreement(interests, metier) * w.interests;
  return { metier, score: code + skills + interestsPart, parts: { code, skills, interests: interestsPart } };
}

/**
 * The best métiers for a profile, best first. Ties are broken by ROME code so the same
 * answers always give the same list.
 */
export function rankJobs(
  profile: RiasecProfile,
  interests: InterestWeights,
  catalogue: MetierCandidate[],
  limit: number,
  weights: RankingWeights = RANKING_WEIGHTS,
): RankedJob[] {
  const scored = catalogue
    .map((metier) => scoreJob(profile, interests, metier, weights))
    .sort((a, b) => b.score - a.score || a.metier.romeCode.localeCompare(b.metier.romeCode));
  const perDomaine = new Map<string, number>();
  const chosen: RankedJob[] = [];
  for (const job of scored) {
    if (chosen.length >= limit) break;
    const used = perDomaine.get(job.metier.domaine) ?? 0;
    if (used >= MAX_PER_DOMAINE) continue;
    perDomaine.set(job.metier.domaine, used + 1);
    chosen.push(job);
  }
  return chosen;
}
