/**
 * A minor does not pay: they send a parent a link, the parent reads the offer, gives consent
 * and pays (issue « Offres payantes », point 3). The rules of that request live here.
 */

/** From this age a student pays for themselves; below it a parent does. */
export const ADULT_AGE = 18;

/** A parent's link stays valid this long after the last sending. */
export const PARENT_LINK_VALID_DAYS = 14;

/** A student may send the link again after this pause… */
export const PARENT_RESEND_PAUSE_MINUTES = 10;

/** …and at most this many times in all for one request (a new address starts a new count). */
export const PARENT_MAX_SENDS = 5;

/** Version of the consent text below: stored with each consent, so we know what was agreed to. */
export const PARENT_CONSENT_VERSION = '2026-11-25';

/** What the parent ticks before paying, with the student's first name. */
export function parentConsentText(studentFirstName: string): string {
  return `J’autorise ${studentFirstName} à utiliser les niveaux payants de Déclic, j’ai lu les conditions de vente et je demande que l’accès commence tout de suite (ce qui met fin au délai de rétractation de 14\u00a0jours).`;
}

/** Unknown age (accounts made before the age was required) counts as adult: nothing is blocked. */
export function needsParentToPay(age: number | null): boolean {
  return age !== null && age < ADULT_AGE;
}

/**
 * en_preparation: waits for the student's own e-mail confirmation; envoyee: the parent has the
 * link; acceptee: consent given (for a payment: not paid yet); payee: access open; expiree: the
 * link died unanswered; retiree: the parent withdrew their consent.
 */
export const PARENT_REQUEST_STATUSES = [
  'en_preparation',
  'envoyee',
  'acceptee',
  'payee',
  'expiree',
  'retiree',
] as const;
export type ParentRequestStatus = (typeof PARENT_REQUEST_STATUSES)[number];

// ——— Under 15: a parent allows the sign-up (issue « Offres payantes », point 4) ———

/** Below this age a parent must confirm the sign-up (the free version needs no consent from 15). */
export const CONSENT_AGE = 15;

/** What a student waiting for their parent may already do: the levels up to this one. */
export const LEVELS_BEFORE_CONSENT = 5;

/** Reminders to a parent who has not answered, in days after the last sending. */
export const CONSENT_REMINDER_DAYS = [3, 7] as const;

/** An account under 15 that no parent confirmed within this many days is erased. */
export const UNCONFIRMED_CONSENT_DELETION_DAYS = 30;

/** Version of the sign-up consent text, stored with each consent. */
export const SIGNUP_CONSENT_VERSION = '2026-11-25';

export function signupConsentText(studentFirstName: string): string {
  return `J’autorise ${studentFirstName}, qui a moins de 15\u00a0ans, à utiliser Déclic et j’accepte que ses réponses et sa progression soient enregistrées comme l’explique la politique de confidentialité.`;
}

export function needsParentConsent(age: number): boolean {
  return age < CONSENT_AGE;
}
