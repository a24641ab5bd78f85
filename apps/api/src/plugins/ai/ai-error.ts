import { HttpError } from '../errors';

export type AiFailure = 'timeout' | 'rate_limited' | 'invalid_output' | 'unauthorized' | 'unavailable';

const MESSAGES: Record<AiFailure, [number, string, string]> = {
  timeout: [
    504,
    'ia_delai_depasse',
    'L’assistant IA met trop de temps à répondre. Réessaie dans un instant.',
  ],
  rate_limited: [
    503,
    'ia_surchargee',
    'L’assistant IA est très sollicité en ce moment. Réessaie dans une minute.',
  ],
  invalid_output: [
    502,
    'ia_reponse_invalide',
    'L’assistant IA a donné une réponse illisible. Réessaie dans un instant.',
  ],
  unauthorized: [
    502,
    'ia_configuration',
    'L’assistant IA est mal configuré sur ce serveur. Préviens l’équipe Déclic.',
  ],
  unavailable: [
    502,
    'ia_indisponible',
    'L’assistant IA ne répond pas pour le moment. Réessaie dans un instant.',
  ],
};

/** An AI call that failed, with a French message ready for the user. */
export class AiError extends HttpError {
  constructor(
    readonly failure: AiFailure,
    readonly detail?: string,
  ) {
    const [status, code, message] = MESSAGES[failure];
    super(status, code, message);
  }
}
