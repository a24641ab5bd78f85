import { AVATAR_DEFAULTS, AVATAR_PROVIDER, avatarImageUrl } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';

describe(`avatar (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('dessine l’avatar en SVG, sans service externe, toujours identique pour les mêmes paramètres', async () => {
    const url = avatarImageUrl({ ...AVATAR_DEFAULTS, glasses: true }, 256);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.body).toMatch(/^<svg[^>]+width="256"/);
    expect(first.body).toContain('f2f4f7');
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
    const other = await t.app.inject({ method: 'GET', url: url.replace('seed=D%C3%A9clic', 'seed=Autre') });
    expect(other.body).not.toBe(first.body);
  });

  it('dessine la bouche et les yeux demandés (le guide qui parle), et refuse une variante inconnue', async () => {
    const seeded = avatarImageUrl(AVATAR_DEFAULTS, 160);
    const talking = avatarImageUrl(AVATAR_DEFAULTS, 160, { mouth: 'variant26', eyes: 'variant19' });
    const [plain, face] = await Promise.all(
      [seeded, talking].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(face?.statusCode).toBe(200);
    expect(face?.body).toMatch(/^<svg/);
    expect(face?.body).not.toBe(plain?.body);
    const mouthOnly = await t.app.inject({
      method: 'GET',
      url: avatarImageUrl(AVATAR_DEFAULTS, 160, { mouth: 'variant26' }),
    });
    expect(mouthOnly.body).not.toBe(face?.body);
    for (const bad of ['mouth=variant31', 'eyes=variant27', 'mouth=sourire']) {
      const refused = await t.app.inject({ method: 'GET', url: `${seeded}&${bad}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/variant01 à variant(30|26)/);
    }
  });

  it('refuse une couleur ou un rayon hors limites', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/avatars/adventurer.svg?seed=a&backgroundColor=zzz&skinColor=f7c9a9&hairColor=3b2c2a',
    });
    expect(bad.statusCode).toBe(400);
    const radius = await t.app.inject({
      method: 'GET',
      url: avatarImageUrl(AVATAR_DEFAULTS).replace('radius=30', 'radius=80'),
    });
    expect(radius.statusCode).toBe(400);
  });

  it('enregistre l’avatar dans le profil de l’appelant, et seulement une adresse de Déclic', async () => {
    const user = await createTestUser(t);
    const config = {
      ...AVATAR_DEFAULTS,
      seed: 'Lina',
      url: avatarImageUrl({ ...AVATAR_DEFAULTS, seed: 'Lina' }),
      provider: AVATAR_PROVIDER,
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/results/avatar/temp',
      headers: user.headers,
      payload: config,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ avatarConfig: config, avatarUrl: config.url });
    const [row] = await t.database.query<{ avatar_json: unknown; avatar_url: string }>(
      'SELECT avatar_json, avatar_url FROM profiles WHERE user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ avatar_json: config, avatar_url: config.url });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/results/avatar', headers: user.headers })).json(),
    ).toEqual(saved.json());

    const odd = {
      ...config,
      seed: 'Léa & Zoé*~',
      url: avatarImageUrl({ ...AVATAR_DEFAULTS, seed: 'Léa & Zoé*~' }),
    };
    const oddSaved = await t.app.inject({
      method: 'POST',
      url: '/api/results/avatar/temp',
      headers: user.headers,
      payload: odd,
    });
    expect(oddSaved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: odd.url })).statusCode).toBe(200);

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/results/avatar/temp',
      headers: user.headers,
      payload: { ...config, url: 'https://exemple.com/x.svg' },
    });
    expect(foreign.statusCode).toBe(400);
    const radius = await t.app.inject({
      method: 'POST',
      url: '/api/results/avatar/temp',
      headers: user.headers,
      payload: { ...config, radius: 51 },
    });
    expect(radius.json().message).toContain('Le rayon va de 0 à 50.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/results/avatar/temp', payload: config })).statusCode,
    ).toBe(401);
  });
});
