import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from './errors';
import { loadOrCreateSecret } from './secrets';

/** Who is calling, as proven by the access token. */
export interface AuthUser {
  id: string;
  email: string;
  profileType: 'student' | 'company';
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'declic';
const AUDIENCE = 'declic-web';
// Only this algorithm is accepted: a token claiming "none" or RS256 is refused.
const ALGORITHM = 'HS256';

export interface AccessTokens {
  issue(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: 401 unless the request carries a valid bearer token; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

export function unauthenticated(): HttpError {
  return new HttpError(401, 'non_authentifie', 'Utilisateur non authentifié');
}

export async function createAccessTokens(secret: string): Promise<AccessTokens> {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ email: user.email, profile_type: user.profileType })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const profileType = payload.profile_type === 'company' ? 'company' : 'student';
        if (!payload.sub || typeof payload.email !== 'string') throw unauthenticated();
        return { id: payload.sub, email: payload.email, profileType };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof joseErrors.JOSEError) throw unauthenticated();
        throw error;
      }
    },
  };
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  const accessTokens = await createAccessTokens(await loadOrCreateSecret(app.database, 'jwt_access'));
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthenticated();
    request.user = await accessTokens.verify(match[1]);
  });
}
