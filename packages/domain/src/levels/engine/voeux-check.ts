import { formatNumber, frenchList } from '../../format/typography';
import { shareKeyword } from '../../similarity/shared-keywords';
import type { VoeuxStep } from './steps';
import type { StepProblem } from './text-rules';

export interface VoeuxAnswer {
  wishes: { code: string; label: string }[];
}

/** How hard a wish is to get, from its Parcoursup access rate. */
export type AccessCategory = 'reve' | 'ambitieux' | 'sur' | 'inconnu';

/**
 * Our reading of the access rate (share of candidates who got an offer): under 40 % a dream,
 * from 40 to 74 % ambitious, 75 % or more safe. A rule of thumb, said as such to the student:
 * their own file counts as much as the rate.
 */
export const ACCESS_THRESHOLDS = { ambitieux: 40, sur: 75 } as const;

export const ACCESS_CATEGORY_LABELS: Record<AccessCategory, string> = {
  reve: 'Rêve',
  ambitieux: 'Ambitieux',
  sur: 'Sûr',
  inconnu: 'Taux inconnu',
};

export function accessCategory(taux: number | null): AccessCategory {
  if (taux === null) return 'inconnu';
  if (taux >= ACCESS_THRESHOLDS.sur) return 'sur';
  if (taux >= ACCESS_THRESHOLDS.ambitieux) return 'ambitieux';
  return 'reve';
}

/** A wish as the catalogue knows it. */
export interface WishFacts {
  code: string;
  label: string;
  school: string | null;
  /** Town (or département when the town is unknown). */
  place: string | null;
  taux: number | null;
  /** The Parcoursup session of the rate (« 2025 »). */
  session: string | null;
  /** The official Parcoursup page, when known. */
  fiche: string | null;
}

export interface LabelledWish extends WishFacts {
  category: AccessCategory;
}

export type VoeuxRemarkCode =
  | 'trop-peu'
  | 'aucun-sur'
  | 'une-ville'
  | 'que-des-reves'
  | 'taux-inconnus'
  | 'loin-du-profil';

/** One remark on the list; blocking ones keep the step open. Suggestions are real formations. */
export interface VoeuxRemark {
  code: VoeuxRemarkCode;
  blocking: boolean;
  message: string;
  suggestions: WishFacts[];
}

/** Real formations the API found to rebalance the list. */
export interface VoeuxAlternatives {
  /** Same diplomas as the wishes, with a high access rate. */
  safer: WishFacts[];
  /** Same diplomas as the wishes, in other towns. */
  elsewhere: WishFacts[];
}

const NO_ALTERNATIVES: VoeuxAlternatives = { safer: [], elsewhere: [] };

const wishCount = (n: number) => `${formatNumber(n)} ${n > 1 ? 'vœux' : 'vœu'}`;

/** The remarks on a list of wishes, most important first. */
export function voeuxRemarks(
  step: VoeuxStep,
  wishes: LabelledWish[],
  alternatives: VoeuxAlternatives = NO_ALTERNATIVES,
  profile: readonly string[] = [],
): VoeuxRemark[] {
  const remarks: VoeuxRemark[] = [];
  const missing = step.minWishes - wishes.length;
  if (missing > 0) {
    remarks.push({
      code: 'trop-peu',
      blocking: true,
      message: `Ajoute encore ${wishCount(missing)} : avec moins de ${step.minWishes} vœux, tu risques de n’avoir aucune proposition.`,
      suggestions: [],
    });
  }
  const known = wishes.filter((wish) => wish.category !== 'inconnu');
  if (known.length > 0 && !known.some((wish) => wish.category === 'sur')) {
    remarks.push({
      code: 'aucun-sur',
      blocking: true,
      message: `Aucun de tes vœux n’est sûr : ajoute au moins une formation où ${ACCESS_THRESHOLDS.sur}\u00a0% des candidats ou plus reçoivent une proposition.`,
      suggestions: alternatives.safer,
    });
  }
  const dreams = wishes.filter((wish) => wish.category === 'reve').length;
  if (dreams > wishes.length / 2 && wishes.length >= step.minWishes) {
    remarks.push({
      code: 'que-des-reves',
      blocking: false,
      message: `${wishCount(dreams)} sur ${wishes.length} sont des rêves. Garde-les, mais équilibre avec des vœux plus accessibles.`,
      suggestions: [],
    });
  }
  const places = new Set(wishes.map((wish) => wish.place ?? ''));
  const [onlyPlace] = places;
  if (wishes.length >= step.minWishes && places.size === 1 && onlyPlace) {
    remarks.push({
      code: 'une-ville',
      blocking: false,
      message: `Tous tes vœux sont à ${onlyPlace}. Si tu peux bouger, une ville de plus te donne plus de chances.`,
      suggestions: alternatives.elsewhere,
    });
  }
  // Far from the profile: no word in common with the student's métiers and results.
  const far =
    profile.length > 0
      ? wishes.filter((wish) => !profile.some((name) => shareKeyword(name, wish.label)))
      : [];
  if (far.length > 0) {
    remarks.push({
      code: 'loin-du-profil',
      blocking: false,
      message: `${frenchList(far.map((wish) => `« ${wish.label} »`))} ${far.length > 1 ? 'semblent' : 'semble'} loin de ton profil (tes métiers du niveau 6 et tes résultats). Ce n’est pas interdit : ${far.length > 1 ? 'garde-les' : 'garde-le'} comme plan B, et explique ce choix dans ton projet motivé.`,
      suggestions: [],
    });
  }
  const unknown = wishes.filter((wish) => wish.category === 'inconnu');
  if (unknown.length > 0) {
    remarks.push({
      code: 'taux-inconnus',
      blocking: false,
      message: `Nos données n’ont pas le taux d’accès de ${frenchList(unknown.map((wish) => `« ${wish.label} »`))}. Regarde-le sur sa fiche Parcoursup avant de décider.`,
      suggestions: [],
    });
  }
  return remarks;
}

/** The blocking remarks, as the problems of the step. */
export function voeuxProblems(remarks: VoeuxRemark[]): StepProblem[] {
  return remarks
    .filter((remark) => remark.blocking)
    .map((remark) => ({ field: 'wishes', message: remark.message }));
}
