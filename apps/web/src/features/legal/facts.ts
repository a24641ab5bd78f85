import { FREE_LEVEL_LIMIT, formatDate, formatEuros, LEGAL_FACTS, NBSP } from '@declic/domain';

/** The facts of spec section 1, worded once for both legal pages. */
export const LEGAL_TEXT = {
  documentsDate: formatDate(LEGAL_FACTS.documentsDate),
  premiumPathPrice: formatEuros(LEGAL_FACTS.premiumPathEuros),
  monthlyPrice: `${formatEuros(LEGAL_FACTS.monthlySubscriptionEuros)} par mois`,
  minimumAge: `${LEGAL_FACTS.minimumAgeWithoutConsent}${NBSP}ans`,
  audience: `${LEGAL_FACTS.audience.minAge} à ${LEGAL_FACTS.audience.maxAge}${NBSP}ans`,
  retention: `${LEGAL_FACTS.retentionYears}${NBSP}ans`,
  rightsDelay: `${LEGAL_FACTS.rightsAnswerDays}${NBSP}jours`,
  freeLevelLimit: FREE_LEVEL_LIMIT,
} as const;
