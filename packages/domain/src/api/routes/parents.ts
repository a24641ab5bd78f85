import {
  parentTokenBodySchema,
  signupConsentGiveSchema,
  signupConsentPageSchema,
  signupConsentResendSchema,
  signupConsentStateSchema,
} from '../../contracts/payments';
import { defineRoute } from '../route';

const tag = 'Accord des parents';

/** Under 15, a parent confirms the sign-up (docs/decisions/parents.md); they may withdraw it. */
export const parentsApi = {
  consentState: defineRoute({
    method: 'GET',
    path: '/consent',
    summary: 'Mon inscription attend-elle l’accord d’un parent, et où en est la demande',
    tag,
    access: { audience: 'account' },
    responses: { 200: signupConsentStateSchema },
  }),
  resendConsent: defineRoute({
    method: 'POST',
    path: '/consent/resend',
    summary: 'Renvoyer le lien au parent, ou l’envoyer à un autre parent',
    tag,
    access: { audience: 'account' },
    body: signupConsentResendSchema,
    responses: { 200: signupConsentStateSchema },
  }),
  consentPage: defineRoute({
    method: 'POST',
    path: '/parents/accord',
    summary: 'La page du parent : le texte d’accord et l’état de la demande',
    tag,
    access: { audience: 'public' },
    body: parentTokenBodySchema,
    responses: { 200: signupConsentPageSchema },
  }),
  giveConsent: defineRoute({
    method: 'POST',
    path: '/parents/accord/donner',
    summary: 'Le parent donne son accord (enregistré avec la version du texte)',
    tag,
    access: { audience: 'public' },
    body: signupConsentGiveSchema,
    responses: { 200: signupConsentPageSchema },
  }),
  withdrawConsent: defineRoute({
    method: 'POST',
    path: '/parents/accord/retirer',
    summary: 'Le parent retire son accord : le compte est suspendu',
    tag,
    access: { audience: 'public' },
    body: parentTokenBodySchema,
    responses: { 200: signupConsentPageSchema },
  }),
};
