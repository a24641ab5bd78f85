import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLevel, testDatabaseKind } from '../../../test/helper';
import { loadOrCreateSecret } from '../../plugins/secrets';
import { MAX_SOCKETS_PER_USER } from '../chat/chat.socket';
import { openChatSocket, type TestSocket } from '../chat/chat-test-support';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  refreshCookieOf,
  refreshWith,
  SAME_ORIGIN,
  signedInAccount,
} from './auth.test-support';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const tokenOf = (headers: { authorization: string }) => headers.authorization.slice('Bearer '.length);

/** A signed-in student at the chat's level, with a live chat socket. */
async function chatting() {
  const account = await signedInAccount(t);
  await setTestLevel(t.database, account.id, 15);
  const socket = await openChatSocket(t.app, { token: tokenOf(account.headers) });
  await socket.waitFor((events) => events.some((event) => event.type === 'ready'));
  return { ...account, socket };
}

async function expectClosedForEndedSession(socket: TestSocket) {
  expect(await socket.closeCode).toBe(4401);
  expect(socket.events.at(-1)).toMatchObject({ type: 'error', code: 'session_terminee' });
}

describe(`des sessions qui finissent vraiment (${testDatabaseKind})`, () => {
  it('refuse un jeton sans expiration, ou sans version', async () => {
    const account = await signedInAccount(t);
    const key = new TextEncoder().encode(await loadOrCreateSecret(t.database, 'jwt_access'));
    const sign = (claims: Record<string, unknown>, withExpiry: boolean) => {
      const jwt = new SignJWT({ email: account.email, profile_type: 'student', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setIssuer('declic')
        .setAudience('declic-web')
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    const forever = await sign({ ver: 0 }, false);
    expect((await me({ authorization: `Bearer ${forever}` })).statusCode).toBe(401);
    const unversioned = await sign({}, true);
    expect((await me({ authorization: `Bearer ${unversioned}` })).statusCode).toBe(401);
    const proper = await sign({ ver: 0 }, true);
    expect((await me({ authorization: `Bearer ${proper}` })).statusCode).toBe(200);
  });

  it('« me déconnecter partout » : le jeton d’accès est refusé à la requête suivante, le chat se ferme', async () => {
    const student = await chatting();
    expect((await me(student.headers)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SAME_ORIGIN, cookie: student.cookie },
      payload: { scope: 'global' },
    });
    expect(logout.statusCode).toBe(204);
    const after = await me(student.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_terminee' });
    await expectClosedForEndedSession(student.socket);
  });

  it('« déconnecter mes autres appareils » : cet appareil renouvelle sa session, les autres non', async () => {
    const account = await signedInAccount(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SAME_ORIGIN, cookie: account.cookie },
      payload: { scope: 'others' },
    });
    const renewed = await refreshWith(t, account.cookie);
    expect(renewed.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${renewed.json().access_token}` })).statusCode).toBe(200);
    const otherRefresh = await refreshWith(t, refreshCookieOf(other));
    expect(otherRefresh.statusCode).toBe(401);
  });

  it('un jeton de rafraîchissement rejoué ferme toutes les sessions, comme le message le dit', async () => {
    const account = await signedInAccount(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const first = await refreshWith(t, account.cookie);
    expect(first.statusCode).toBe(200);
    const replay = await refreshWith(t, account.cookie);
    expect(replay.json()).toMatchObject({ code: 'session_revoquee' });
    expect(replay.json().message).toContain('tous tes appareils');
    const otherDevice = await refreshWith(t, refreshCookieOf(other));
    expect(otherDevice.statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${other.json().access_token}` })).statusCode).toBe(401);
  });

  it('supprimer son compte ferme ses sockets et ses jetons répondent 401', async () => {
    const student = await chatting();
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: student.headers,
      payload: { password: student.password },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await expectClosedForEndedSession(student.socket);
    expect((await me(student.headers)).statusCode).toBe(401);
  });

  it(`au plus ${MAX_SOCKETS_PER_USER} sockets de chat par compte`, async () => {
    const student = await chatting();
    const more: TestSocket[] = [];
    for (let index = 1; index < MAX_SOCKETS_PER_USER; index += 1) {
      const socket = await openChatSocket(t.app, { token: tokenOf(student.headers) });
      await socket.waitFor((events) => events.some((event) => event.type === 'ready'));
      more.push(socket);
    }
    const refused = await openChatSocket(t.app, { token: tokenOf(student.headers) });
    expect(await refused.closeCode).toBe(4429);
    expect(refused.events.at(-1)).toMatchObject({ code: 'trop_de_connexions' });
    // A closed tab frees its place.
    more[0]?.close();
    await more[0]?.closeCode;
    const again = await openChatSocket(t.app, { token: tokenOf(student.headers) });
    await again.waitFor((events) => events.some((event) => event.type === 'ready'));
    for (const socket of [student.socket, ...more, again]) socket.close();
  });
});
