import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import { addMs, DAY_MS } from '../../kernel/clock';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  refreshCookieOf,
  refreshWith,
  registeredAccount,
  SAME_ORIGIN,
  uniqueEmail,
} from './auth.test-support';
import { SESSION_ABSOLUTE_MS } from './refresh-tokens.repository';

describe(`connexion et sessions (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ STAFF_EMAILS: 'admin@declic.example' });
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const refresh = (cookie: string, headers?: Record<string, string>) => refreshWith(t, cookie, headers);
  const logout = (cookie: string, scope?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SAME_ORIGIN, cookie },
      ...(scope ? { payload: { scope } } : {}),
    });
  const signedIn = async () => {
    const account = await registeredAccount(t);
    const response = await login({ email: account.email, password: account.password });
    return { ...account, response, cookie: refreshCookieOf(response) };
  };

  it('ouvre une session : jeton d’accès utilisable, cookie HttpOnly SameSite=Strict', async () => {
    const { response, id, email } = await signedIn();
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { id, email, user_metadata: { profile_type: 'student' } },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(await t.app.accessTokens.verify(session.access_token)).toEqual({
      id,
      email,
      profileType: 'student',
      tokenVersion: 0,
    });
    const cookie = response.cookies.find((c) => c.name === 'declic_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(response.body).not.toContain(cookie!.value);
  });

  it('garde le type de compte choisi à l’inscription : Entreprise refusé pour un compte Étudiant', async () => {
    const account = await registeredAccount(t);
    const response = await login({
      email: account.email.toUpperCase(),
      password: account.password,
      profile_type: 'company',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'type_de_compte',
      message: 'Ce compte est un compte Étudiant\u202f: choisis «\u202fÉtudiant\u202f» pour te connecter.',
    });
    const [row] = await t.database.query<{ profile_type: string }>(
      'SELECT profile_type FROM users WHERE id = $1',
      [account.id],
    );
    expect(row?.profile_type).toBe('student');
    const student = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(student.json().user.user_metadata.profile_type).toBe('student');
  });

  it('répond pareil à un mauvais mot de passe et à une adresse inconnue', async () => {
    const account = await registeredAccount(t);
    const wrong = await login({ email: account.email, password: 'pas-le-bon' });
    const unknown = await login({ email: uniqueEmail('fantome'), password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('exige e-mail et mot de passe', async () => {
    expect((await login({ email: 'lea@example.fr' })).json().message).toMatch(/Le mot de passe est requis/);
    expect((await login({ password: 'x' })).json().message).toMatch(/adresse e-mail est requise/);
  });

  it('donne le statut d’équipe aux adresses de STAFF_EMAILS à la connexion', async () => {
    const account = await registeredAccount(t, 'admin@declic.example');
    await t.database.query('UPDATE users SET is_staff = false WHERE id = $1', [account.id]);
    await login({ email: account.email, password: account.password });
    const [row] = await t.database.query<{ is_staff: boolean }>('SELECT is_staff FROM users WHERE id = $1', [
      account.id,
    ]);
    expect(row?.is_staff).toBe(true);
  });

  it('fait tourner le jeton de rafraîchissement à chaque usage', async () => {
    const { cookie, id } = await signedIn();
    const first = await refresh(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(id);
    const next = refreshCookieOf(first);
    expect(next).not.toBe(cookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('détecte un jeton rejoué et ferme toute la famille de session', async () => {
    const { cookie } = await signedIn();
    const rotated = refreshCookieOf(await refresh(cookie));
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('session_revoquee');
    // The legitimate holder's newer token is revoked too.
    const legit = await refresh(rotated);
    expect(legit.statusCode).toBe(401);
  });

  it('n’accepte pas de rafraîchissement sans cookie, ou d’une autre origine', async () => {
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: SAME_ORIGIN });
    expect(noCookie.statusCode).toBe(401);
    const { cookie } = await signedIn();
    const foreign = await refresh(cookie, { origin: 'https://pirate.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('origine_refusee');
    const noOrigin = await refresh(cookie, {});
    expect(noOrigin.statusCode).toBe(403);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('expire après 7 jours sans usage, et après 30 jours quoi qu’il arrive', async () => {
    const realNow = t.app.clock.now;
    try {
      const idle = await signedIn();
      t.app.clock.now = () => addMs(new Date(), 8 * DAY_MS);
      expect((await refresh(idle.cookie)).json().code).toBe('session_expiree');

      t.app.clock.now = realNow;
      let { cookie } = await signedIn();
      // Refreshed every 6 days: never idle, yet the family ends at 30 days.
      for (let day = 6; day < SESSION_ABSOLUTE_MS / DAY_MS; day += 6) {
        t.app.clock.now = () => addMs(new Date(), day * DAY_MS);
        const response = await refresh(cookie);
        expect(response.statusCode).toBe(200);
        cookie = refreshCookieOf(response);
      }
      t.app.clock.now = () => addMs(new Date(), SESSION_ABSOLUTE_MS + 60_000);
      expect((await refresh(cookie)).statusCode).toBe(401);
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('déconnecte cet appareil seulement, ou tous les appareils', async () => {
    const account = await registeredAccount(t);
    const deviceA = refreshCookieOf(await login({ email: account.email, password: account.password }));
    const deviceB = refreshCookieOf(await login({ email: account.email, password: account.password }));
    const deviceC = refreshCookieOf(await login({ email: account.email, password: account.password }));

    const local = await logout(deviceA);
    expect(local.statusCode).toBe(204);
    expect(local.cookies.find((c) => c.name === 'declic_refresh')?.value).toBe('');
    expect((await refresh(deviceA)).statusCode).toBe(401);
    const stillB = await refresh(deviceB);
    expect(stillB.statusCode).toBe(200);

    expect((await logout(refreshCookieOf(stillB), 'global')).statusCode).toBe(204);
    expect((await refresh(deviceC)).statusCode).toBe(401);
  });

  it('refuse une portée de déconnexion inconnue et une déconnexion d’une autre origine', async () => {
    const { cookie } = await signedIn();
    expect((await logout(cookie, 'partout')).statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://pirate.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });
});
