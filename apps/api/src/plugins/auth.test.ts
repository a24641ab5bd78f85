import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './auth';
import { HttpError } from './errors';

const user = {
  id: '7d1f7a5e-1c1e-4a43-9c55-8b8f3f1c2b11',
  email: 'lea@example.fr',
  profileType: 'student' as const,
};

describe('jetons d’accès', () => {
  it('vérifie un jeton qu’il a émis, avec la version des jetons du compte', async () => {
    const tokens = await createAccessTokens('secret-de-test-suffisamment-long-0123456789');
    expect(await tokens.verify(await tokens.issue(user))).toEqual({ ...user, tokenVersion: 0 });
    expect(await tokens.verify(await tokens.issue({ ...user, tokenVersion: 3 }))).toEqual({
      ...user,
      tokenVersion: 3,
    });
  });

  it('se souvient d’un jeton vérifié jusqu’à son expiration, pas au-delà', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      const tokens = await createAccessTokens('secret-de-test-suffisamment-long-0123456789');
      const token = await tokens.issue(user);
      expect(await tokens.verify(token)).toMatchObject({ id: user.id });
      vi.setSystemTime(new Date('2026-11-26T10:14:59Z'));
      expect(await tokens.verify(token)).toMatchObject({ id: user.id });
      vi.setSystemTime(new Date('2026-11-26T10:15:01Z'));
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuse un jeton signé avec une autre clé', async () => {
    const mine = await createAccessTokens('secret-de-test-suffisamment-long-0123456789');
    const other = await createAccessTokens('un-autre-secret-tout-aussi-long-9876543210');
    await expect(mine.verify(await other.issue(user))).rejects.toBeInstanceOf(HttpError);
  });

  it('refuse l’algorithme « none » et les jetons expirés', async () => {
    const tokens = await createAccessTokens('secret-de-test-suffisamment-long-0123456789');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: user.id, email: user.email, iss: 'declic', aud: 'declic-web' }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${body}.`)).rejects.toMatchObject({ statusCode: 401 });

    const key = new TextEncoder().encode('secret-de-test-suffisamment-long-0123456789');
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('declic')
      .setAudience('declic-web')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(key);
    await expect(tokens.verify(expired)).rejects.toMatchObject({ statusCode: 401, code: 'non_authentifie' });
  });
});
