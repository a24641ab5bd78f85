import {
  confirmEmailRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  mailSentResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  sessionSchema,
} from '../../contracts/auth';
import { defineRoute } from '../route';
import { AUTH_PATHS } from './auth-paths';

const anyone = { audience: 'public' } as const;
const tag = 'Connexion';

/** Sign-up, e-mail confirmation, sign-in, sessions and password recovery, under /api/auth. */
export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    summary: 'Créer un compte (un e-mail de confirmation part)',
    tag,
    access: anyone,
    body: registerRequestSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/auth/confirm',
    summary: 'Confirmer l’adresse e-mail et ouvrir la session',
    tag,
    access: anyone,
    body: confirmEmailRequestSchema,
    responses: { 200: sessionSchema },
  }),
  resend: defineRoute({
    method: 'POST',
    path: AUTH_PATHS.resend,
    summary: 'Renvoyer l’e-mail de confirmation',
    tag,
    access: anyone,
    body: emailOnlyRequestSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  login: defineRoute({
    method: 'POST',
    path: AUTH_PATHS.login,
    summary: 'Se connecter',
    tag,
    access: anyone,
    body: loginRequestSchema,
    responses: { 200: sessionSchema },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Renouveler la session (cookie de rafraîchissement)',
    tag,
    access: anyone,
    responses: { 200: sessionSchema },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Se déconnecter (cet appareil, tous, ou les autres)',
    tag,
    access: anyone,
    body: logoutRequestSchema.nullish(),
    responses: { 204: null },
  }),
  recover: defineRoute({
    method: 'POST',
    path: AUTH_PATHS.recover,
    summary: 'Demander un lien pour changer de mot de passe',
    tag,
    access: anyone,
    body: emailOnlyRequestSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Choisir un nouveau mot de passe',
    tag,
    access: anyone,
    body: passwordResetRequestSchema,
    responses: { 200: mailSentResponseSchema },
  }),
};
