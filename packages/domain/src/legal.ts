/** Commercial and privacy facts the legal text states (spec section 1). */
export const LEGAL_FACTS = {
  documentsDate: '2025-10-13',
  premiumPathEuros: 30,
  monthlySubscriptionEuros: 5,
  minimumAgeWithoutConsent: 15,
  retentionYears: 3,
  rightsAnswerDays: 30,
  audience: { minAge: 15, maxAge: 20 },
} as const;
