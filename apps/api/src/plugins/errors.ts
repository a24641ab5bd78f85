import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * An expected failure: thrown by services, turned into `{ code, message }` with its status.
 * Messages are French and meant for the user.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FRAMEWORK_MESSAGES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'json_invalide', 'Le corps de la requête n’est pas un JSON valide.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'json_vide',
    'Le corps de la requête est vide alors qu’un JSON est attendu.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'corps_trop_grand', 'La requête est trop volumineuse.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'type_non_supporte', 'Ce type de contenu n’est pas accepté.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'longueur_invalide',
    'La longueur annoncée de la requête est incorrecte.',
  ],
  FST_ERR_BAD_URL: [400, 'adresse_invalide', 'Cette adresse n’est pas valide\u202f: vérifie le lien.'],
};

/**
 * The errors Fastify raises before any route runs (a malformed address, given to Fastify as
 * `frameworkErrors`), answered like the others: French, with a code.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const [status, code, message] = FRAMEWORK_MESSAGES[error.code] ?? [
    400,
    'requete_invalide',
    'Requête invalide.',
  ];
  reply.status(status).send({ code, message });
}

/** The one place that maps every error to HTTP. No stack or SQL ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
      // Our schema messages end with their own full stop: one is enough.
      const detail = (first?.message ?? 'valeur incorrecte').replace(/[.\s]+$/, '');
      return reply.status(400).send({
        code: 'requete_invalide',
        message: `Requête invalide${field ? ` (${field})` : ''}\u202f: ${detail}.`,
      });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      return reply.status(status).send({ code, message });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        code: 'trop_de_requetes',
        message: 'Trop de tentatives. Patiente un peu avant de réessayer.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'requete_invalide', message: 'Requête invalide.' });
    }
    request.log.error({ err: error }, 'erreur inattendue');
    return reply.status(500).send({
      code: 'erreur_interne',
      message: 'Une erreur inattendue est survenue. Réessaie dans un instant.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'introuvable', message: `Aucune ressource à l’adresse ${request.url.split('?')[0]}.` });
  });
}
