import {
  AVATAR_DEFAULTS,
  AVATAR_PROVIDER,
  avatarImageUrl,
  SHARE_LINKS_MAX,
  SHARE_TEXTES,
  type ShareLink,
} from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { deleteAccount } from '../privacy/account-deletion.service';
import { createLink, shareReadyStudent } from './sharing.test-support';

describe(`partage public des résultats (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser) =>
    t.app.inject({ method, url, headers: user?.headers });

  const readyStudent = (firstName?: string) => shareReadyStudent(t, firstName);
  const share = (user: TestUser) => createLink(t, user);

  it('crée un lien de 128 bits qui montre prénom, avatar, profil et métiers, sans nom ni e-mail', async () => {
    const user = await readyStudent('Inès');
    const link = await share(user);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.path).toBe(`/partage/${link.token}`);
    expect(link.views).toBe(0);

    const shown = await inject('GET', `/api/share/public/${link.token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    const results = shown.json();
    expect(results.firstName).toBe('Inès');
    expect(results.avatarUrl).toBe(avatarImageUrl({ ...AVATAR_DEFAULTS, seed: 'Inès' }));
    expect(results.riasec.code).toBe('SAE');
    expect(results.riasec.letters.map((l: { letter: string }) => l.letter)).toEqual(['S', 'A', 'E']);
    expect(results.jobs).toHaveLength(6);
    expect(results.storyImageUrl).toBeNull();
    expect(shown.body).not.toContain(user.email);
    expect(shown.body).not.toContain('Benali');

    const listed = (await inject('GET', '/api/share/links', user)).json().links as ShareLink[];
    expect(listed).toEqual([{ ...link, views: 1 }]);
  });

  it('demande le niveau 4 et un avatar, puis une analyse, avec le message de la spécification', async () => {
    const early = await atLevel(t, await createTestUser(t), 3);
    const tooEarly = await inject('POST', '/api/share/results', early);
    expect(tooEarly.statusCode).toBe(403);
    expect(tooEarly.json()).toEqual({ code: 'partage_indisponible', message: SHARE_TEXTES.notEligible });

    const noAvatar = await atLevel(t, await createTestUser(t), 4);
    const refused = await inject('POST', '/api/share/results', noAvatar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'partage_indisponible', message: SHARE_TEXTES.notEligible });

    const noAnalysis = await atLevel(t, await createTestUser(t), 4);
    await t.app.inject({
      method: 'POST',
      url: '/api/results/avatar/temp',
      headers: noAnalysis.headers,
      payload: { ...AVATAR_DEFAULTS, url: avatarImageUrl(AVATAR_DEFAULTS), provider: AVATAR_PROVIDER },
    });
    const missing = await inject('POST', '/api/share/results', noAnalysis);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(SHARE_TEXTES.noAnalysis);
    expect((await inject('POST', '/api/share/results')).statusCode).toBe(401);
  });

  it(`garde au plus ${SHARE_LINKS_MAX} liens, et en refait un après une suppression`, async () => {
    const user = await readyStudent();
    const links = [];
    for (let i = 0; i < SHARE_LINKS_MAX; i += 1) links.push(await share(user));
    const extra = await inject('POST', '/api/share/results', user);
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toEqual({ code: 'trop_de_liens', message: SHARE_TEXTES.tooMany });
    expect(new Set(links.map((l) => l.token)).size).toBe(SHARE_LINKS_MAX);
    expect((await inject('DELETE', `/api/share/links/${links[0]!.id}`, user)).statusCode).toBe(204);
    await share(user);
  });

  it('un lien supprimé répond 404, et seul son auteur peut le supprimer ou le voir dans sa liste', async () => {
    const author = await readyStudent('Malo');
    const other = await readyStudent('Zoé');
    const link = await share(author);

    const foreign = await inject('DELETE', `/api/share/links/${link.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect((await inject('GET', `/api/share/public/${link.token}`)).statusCode).toBe(200);
    expect((await inject('GET', '/api/share/links', other)).json().links).toEqual([]);

    expect((await inject('DELETE', `/api/share/links/${link.id}`, author)).statusCode).toBe(204);
    const gone = await inject('GET', `/api/share/public/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'lien_inconnu', message: SHARE_TEXTES.unknownLink });
    expect((await inject('DELETE', `/api/share/links/${link.id}`, author)).statusCode).toBe(404);
  });

  it('refuse un jeton ou un identifiant mal formé en français, sans 500', async () => {
    const user = await readyStudent();
    const badToken = await inject('GET', '/api/share/public/abc');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toContain(SHARE_TEXTES.unknownLink);
    expect((await inject('GET', `/api/share/public/${'A'.repeat(22)}`)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/share/links/pas-un-uuid', user)).statusCode).toBe(400);
  });

  it('les liens disparaissent avec le compte', async () => {
    const user = await readyStudent();
    const link = await share(user);
    expect(await deleteAccount(t.database, user.id, t.app.accountErasers)).toBe(true);
    expect((await inject('GET', `/api/share/public/${link.token}`)).statusCode).toBe(404);
  });
});
