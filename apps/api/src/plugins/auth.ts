import { type ProfileType, profileTypeSchema } from '@declic/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from './errors';
import { SESSION_ENDS_CHANNEL } from './realtime';
import { loadOrCreateSecret } from './secrets';
import { createTokenVersions } from './token-versions';

/** Who is calling, as proven by the access token. */
export interface AuthUser {
  id: string;
  email: string;
  profileType: ProfileType;
}

/** What an access token says: the user, and the account's token version when it was issued. */
export interface TokenClaims extends AuthUser {
  tokenVersion: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'declic';
const AUDIENCE = 'declic-web';
// Only this algorithm is accepted: a token claiming "none" or RS256 is refused.
const ALGORITHM = 'HS256';

export interface AccessTokens {
  /** `tokenVersion` is the account's current one (0 for a new account). */
  issue(user: AuthUser & { tokenVersion?: number }): Promise<string>;
  /** Signature, issuer, audience and expiry only; `readSession` also checks the account. */
  verify(token: string): Promise<TokenClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: 401 unless the request carries a valid bearer token; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A token still valid for a living account whose sessions have not been ended since. */
    readSession: (token: string) => Promise<AuthUser>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

export function unauthenticated(): HttpError {
  return new HttpError(401, 'non_authentifie', 'Utilisateur non authentifié');
}

export function sessionEnded(): HttpError {
  return new HttpError(401, 'session_terminee', 'Ta session est terminée. Connecte-toi à nouveau.');
}

/** Verified tokens remembered at most (a few megabytes); the map starts afresh when full. */
const MAX_VERIFIED_TOKENS = 10_000;
/** Token versions remembered at most, and for how long without news from the other instances. */
const MAX_KNOWN_VERSIONS = 50_000;
const VERSION_TTL_MS = 60_000;

export async function createAccessTokens(secret: string): Promise<AccessTokens> {
  const key = new TextEncoder().encode(secret);
  // A token whose signature was checked stays valid until its expiry: checking an HS256 signature
  // again through WebCrypto cost ~0.3 ms of CPU a request (profile of the catalogue searches). The
  // account check (readSession: deleted account, sessions ended) still runs at every request.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    issue: (user) =>
      new SignJWT({ email: user.email, profile_type: user.profileType, ver: user.tokenVersion ?? 0 })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          // A token without an expiry would live for ever.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const profileType = profileTypeSchema.catch('student').parse(payload.profile_type);
        if (!payload.sub || typeof payload.email !== 'string' || !Number.isInteger(payload.ver)) {
          throw unauthenticated();
        }
        const claims: TokenClaims = {
          id: payload.sub,
          email: payload.email,
          profileType,
          tokenVersion: payload.ver as number,
        };
        if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
        verified.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
        return claims;
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
  // The account check ran a query at every request (a third of an authenticated GET, profiled):
  // versions are remembered, and forgotten as soon as any instance ends the account's sessions.
  const versions = createTokenVersions({ ttlMs: VERSION_TTL_MS, maxEntries: MAX_KNOWN_VERSIONS });
  app.addHook('onReady', async () => {
    app.realtime.subscribe(SESSION_ENDS_CHANNEL, (payload) => {
      const { userId } = payload as { userId?: unknown };
      if (typeof userId === 'string') versions.forget(userId);
    });
  });
  const readVersion = async (userId: string) => {
    const [account] = await app.database.query<{ token_version: number }>(
      'SELECT token_version FROM users WHERE id = $1',
      [userId],
    );
    return account ? Number(account.token_version) : undefined;
  };
  const readSession = async (token: string): Promise<AuthUser> => {
    const { tokenVersion, ...user } = await accessTokens.verify(token);
    const current = await versions.read(user.id, () => readVersion(user.id));
    // A deleted account, or sessions ended since this token was issued.
    if (current !== tokenVersion) throw sessionEnded();
    return user;
  };
  app.decorate('readSession', readSession);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthenticated();
    request.user = await readSession(match[1]);
  });
}
