import { AUTH_ERROR_CODES } from '@declic/domain';
import { HttpError } from '../../plugins/errors';

/** The French answers of the sign-in flows, in one place so every route says the same thing. */
export const authErrors = {
  invalidCredentials: () =>
    new HttpError(401, AUTH_ERROR_CODES.invalidCredentials, 'Adresse e-mail ou mot de passe incorrect.'),
  emailNotConfirmed: () =>
    new HttpError(
      403,
      AUTH_ERROR_CODES.emailNotConfirmed,
      'Ton adresse e-mail n’est pas encore confirmée. Clique sur le lien reçu par e-mail, ou demande un nouvel envoi.',
    ),
  invalidLink: () =>
    new HttpError(
      400,
      AUTH_ERROR_CODES.invalidLink,
      'Ce lien n’est pas valide. Vérifie que tu as copié le lien en entier.',
    ),
  expiredLink: () =>
    new HttpError(
      400,
      AUTH_ERROR_CODES.expiredLink,
      'Ce lien a expiré. Demande un nouvel e-mail pour continuer.',
    ),
  usedLink: () =>
    new HttpError(
      400,
      AUTH_ERROR_CODES.usedLink,
      'Ce lien a déjà servi. Connecte-toi, ou demande un nouvel e-mail si besoin.',
    ),
  noSession: () => new HttpError(401, 'session_absente', 'Aucune session en cours. Connecte-toi.'),
  sessionExpired: () =>
    new HttpError(401, AUTH_ERROR_CODES.sessionExpired, 'Ta session a expiré. Connecte-toi à nouveau.'),
  sessionRevoked: () =>
    new HttpError(
      401,
      'session_revoquee',
      'Par sécurité, ta session a été fermée sur tous tes appareils. Connecte-toi à nouveau.',
    ),
  foreignOrigin: () =>
    new HttpError(403, 'origine_refusee', 'Cette requête ne vient pas de Déclic : elle est refusée.'),
};

/** Why a mailed link was refused, as the user reads it. */
export function linkRefused(reason: 'invalid' | 'expired' | 'used'): HttpError {
  if (reason === 'expired') return authErrors.expiredLink();
  if (reason === 'used') return authErrors.usedLink();
  return authErrors.invalidLink();
}
