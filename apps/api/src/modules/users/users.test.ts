import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';

describe(`API utilisateurs (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let lea: TestUser;
  let sam: TestUser;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    lea = await createTestUser(t, { firstName: 'Léa' });
    sam = await createTestUser(t, { firstName: 'Sam', profileType: 'company' });
  });
  afterAll(() => t.close());

  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.headers,
      payload: payload as object,
    });
  const getProfile = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.headers })).json().profile;

  it('exige une session sur chaque route', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['GET', '/api/users/profile'],
      ['PUT', '/api/users/profile'],
      ['POST', '/api/users/profile/extra-info'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Utilisateur non authentifié');
    }
  });

  it('GET /me donne l’utilisateur, ses métadonnées et sa progression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: sam.headers });
    expect(response.json()).toMatchObject({
      user: { id: sam.id, email: sam.email, user_metadata: { profile_type: 'company' }, is_staff: false },
      progression: { level: 1, xp: 0 },
    });
  });

  it('GET /profile donne le profil de l’appelant seulement', async () => {
    expect(await getProfile(lea)).toMatchObject({
      id: lea.id,
      email: lea.email,
      first_name: 'Léa',
      age: null,
    });
    expect(await getProfile(sam)).toMatchObject({ id: sam.id, first_name: 'Sam', profile_type: 'company' });
  });

  it('PUT /profile rogne les textes, met null pour un champ vide, garde l’âge en nombre', async () => {
    const response = await put(lea, {
      first_name: '  Léa  ',
      last_name: '',
      age: 16,
      gender: 'Femme',
      department: '2B - Haute-Corse',
      school: '   ',
      phone_number: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      first_name: 'Léa',
      last_name: null,
      age: 16,
      gender: 'Femme',
      department: '2B - Haute-Corse',
      school: null,
      phone_number: null,
    });
    expect((await put(lea, { age: null })).json().profile.age).toBeNull();
  });

  it('accepte home_preference seul sans toucher au reste', async () => {
    await put(lea, { first_name: 'Léa', school: 'Lycée Victor-Hugo' });
    const response = await put(lea, { home_preference: 'Infirmière' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      home_preference: 'Infirmière',
      first_name: 'Léa',
      school: 'Lycée Victor-Hugo',
    });
  });

  it.each([
    ['un âge en texte', { age: 'seize' }, /L’âge doit être un nombre/],
    ['un âge hors bornes', { age: 120 }, /entre 10 et 100/],
    ['un genre inconnu', { gender: 'Robot' }, /Homme, Femme ou Autre/],
    ['un département hors liste', { department: 'Paris' }, /département de la liste/],
    ['un prénom trop long', { first_name: 'x'.repeat(101) }, /ne peut pas dépasser 100\u00a0caractères/],
    ['un corps vide', {}, /Aucun champ à mettre à jour/],
    ['un champ inconnu', { is_staff: true }, /Requête invalide/],
  ])('PUT /profile refuse %s en français', async (_label, payload, message) => {
    const response = await put(lea, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('ne laisse pas un utilisateur lire ou changer les données d’un autre', async () => {
    const before = await getProfile(lea);
    const attempt = await put(sam, { id: lea.id, first_name: 'Pirate' });
    expect(attempt.statusCode).toBe(400);
    const byUserId = await put(sam, { user_id: lea.id, first_name: 'Pirate' });
    expect(byUserId.statusCode).toBe(400);
    expect(await getProfile(lea)).toEqual(before);
    // A forged token naming Léa but signed with another key is refused.
    const forged = `${lea.token.slice(0, -4)}AAAA`;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('POST /profile/extra-info enregistre les réponses de l’appelant', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/extra-info',
      headers: lea.headers,
      payload: {
        entries: [
          { question_id: 1, question_text: 'Quel salaire espères-tu ?', answer_text: '2 000 € par mois' },
          { question_id: 2, question_text: 'Pourquoi ?', answer_text: '  Pour voyager  ' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ saved: 2 });
    const rows = await t.database.query<{ answer_text: string }>(
      'SELECT answer_text FROM profile_extra_info WHERE user_id = $1 ORDER BY question_id',
      [lea.id],
    );
    expect(rows.map((r) => r.answer_text)).toEqual(['2 000 € par mois', 'Pour voyager']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/extra-info',
      headers: lea.headers,
      payload: { entries: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});
