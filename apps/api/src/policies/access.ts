import type { RouteAccess } from '@declic/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import { assertLevel } from './level';
import { assertOwner } from './ownership';
import { isStaff } from './staff';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AccessHooks {
  onRequest: Hook[];
  preHandler: Hook[];
}

/** Signed in (401) and a member of the Déclic team (403). */
export function staffOnly(app: FastifyInstance): Hook {
  return async (request, reply) => {
    await app.authenticate(request, reply);
    if (!(await isStaff(app.database, request.user.id))) {
      throw new HttpError(403, 'reserve_equipe', 'Cette action est réservée à l’équipe Déclic.');
    }
  };
}

/** Signed in (401) with a company account (403). */
export function companyOnly(app: FastifyInstance): Hook {
  return async (request, reply) => {
    await app.authenticate(request, reply);
    if (request.user.profileType !== 'company') {
      throw new HttpError(403, 'reserve_entreprise', 'Cet espace est réservé aux comptes entreprise.');
    }
  };
}

/** Signed in (401) with a teacher account (403); whether the space is open is the module's check. */
export function teacherOnly(app: FastifyInstance): Hook {
  return async (request, reply) => {
    await app.authenticate(request, reply);
    if (request.user.profileType !== 'teacher') {
      throw new HttpError(403, 'reserve_enseignant', 'Cet espace est réservé aux comptes enseignant.');
    }
  };
}

/** Anonymous calls go through; a bearer token, when sent, must be valid (401 otherwise). */
export function optionalSignIn(app: FastifyInstance): Hook {
  return async (request, reply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
}

function audienceHook(app: FastifyInstance, access: RouteAccess): Hook | undefined {
  switch (access.audience) {
    case 'public':
      return access.optionalSignIn ? optionalSignIn(app) : undefined;
    case 'account':
      return app.authenticate;
    case 'company':
      return companyOnly(app);
    case 'teacher':
      return teacherOnly(app);
    case 'staff':
      return staffOnly(app);
  }
}

/** The hooks that enforce a route's declared access, in the order they must run. */
export function accessHooks(app: FastifyInstance, access: RouteAccess): AccessHooks {
  const onRequest: Hook[] = [];
  const preHandler: Hook[] = [];
  const audience = audienceHook(app, access);
  if (audience) onRequest.push(audience);
  const { minLevel, ownerParam } = access;
  if (minLevel !== undefined) {
    onRequest.push(async (request) => assertLevel(app.database, request.user.id, minLevel, app.clock.now()));
  }
  // After validation, so a malformed id gets its 400 before the 403.
  if (ownerParam !== undefined) {
    preHandler.push(async (request) => {
      assertOwner(request.user, (request.params as Record<string, unknown>)[ownerParam]);
    });
  }
  return { onRequest, preHandler };
}
