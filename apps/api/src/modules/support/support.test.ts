import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';

describe(`signalement de bug (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/support/bug', payload, headers, remoteAddress });

  const stored = (id: string) =>
    t.database.query<Record<string, unknown>>('SELECT * FROM bug_reports WHERE id = $1', [id]);

  it('enregistre le signalement d’un élève connecté avec l’adresse de son compte', async () => {
    const user = await createTestUser(t);
    const response = await send(
      {
        title: '  Bouton cassé ',
        description: 'Le bouton Envoyer ne répond pas.',
        location: 'http://localhost/app/activites',
        userAgent: 'Mozilla/5.0 Test',
        email: 'autre@example.fr',
      },
      user.headers,
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await stored(id);
    expect(row).toMatchObject({
      user_id: user.id,
      email: user.email,
      title: 'Bouton cassé',
      description: 'Le bouton Envoyer ne répond pas.',
      location: 'http://localhost/app/activites',
      user_agent: 'Mozilla/5.0 Test',
    });
  });

  it('accepte un signalement anonyme, avec une adresse de réponse facultative', async () => {
    const response = await send(
      { description: 'La page de connexion reste blanche.', email: 'visiteur@example.fr' },
      {},
      '10.0.0.8',
    );
    expect(response.statusCode).toBe(201);
    const [row] = await stored(response.json().id);
    expect(row).toMatchObject({ user_id: null, email: 'visiteur@example.fr', title: '' });
  });

  it('refuse une description vide ou blanche, un texte trop long, une adresse invalide', async () => {
    const cases = [
      { title: 'Sans description' },
      { description: '   \n ' },
      { description: 'x'.repeat(5001) },
      { description: 'ok', title: 't'.repeat(121) },
      { description: 'ok', email: 'pas-une-adresse' },
    ];
    for (const payload of cases) {
      const response = await send(payload, {}, '10.0.0.9');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('requete_invalide');
    }
    const blank = await send({ description: '  ' }, {}, '10.0.0.9');
    expect(blank.json().message).toContain('Décris le problème rencontré.');
  });

  it('refuse un jeton invalide au lieu de traiter la demande comme anonyme', async () => {
    const response = await send({ description: 'Bug' }, { authorization: 'Bearer faux' }, '10.0.0.10');
    expect(response.statusCode).toBe(401);
  });

  it('limite le nombre de signalements par personne', async () => {
    const user = await createTestUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ description: `Bug ${i}` }, user.headers)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send({ description: 'encore' }, user.headers);
    expect(limited.json()).toMatchObject({ code: 'trop_de_requetes' });
    // Another person is not affected.
    const other = await createTestUser(t);
    expect((await send({ description: 'autre' }, other.headers)).statusCode).toBe(201);
  });
});
