import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  completeLevelAs,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../../test/helper';

const note = (text: string) => ({ attire: text, inquiete: text });

describe(`étapes des niveaux (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.query(
      `INSERT INTO rome_metiers (code_rome, libelle, riasec_majeur, code_domaine, source)
       VALUES ('Z9001', 'Métier d’essai un', 'R', 'Z90', 'demo'),
              ('Z9002', 'Métier d’essai deux', 'S', 'Z90', 'demo'),
              ('Z9003', 'Métier d’essai trois', 'A', 'Z90', 'demo')
       ON CONFLICT (code_rome) DO NOTHING`,
    );
  });
  afterAll(() => t.close());

  const save = (user: TestUser, level: number, stepId: string, answer: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/levels/${level}/steps/${stepId}`,
      headers: user.headers,
      payload: { answer },
    });
  const read = (user: TestUser, level: number) =>
    t.app.inject({ method: 'GET', url: `/api/levels/${level}/steps`, headers: user.headers });
  const complete = (user: TestUser, level: number) => completeLevelAs(t, user, level);

  const threeJobs = (text: string) => ({
    items: ['Z9001', 'Z9002', 'Z9003'].map((code) => ({ code, label: 'nom envoyé', notes: note(text) })),
  });

  it('exige une connexion', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/levels/6/steps' });
    expect(response.statusCode).toBe(401);
  });

  it('joue le niveau 6 de bout en bout : réponses gardées, vérifiées, puis niveau validé', async () => {
    const user = await atLevel(t, await createTestUser(t), 6);
    const short = await save(user, 6, 'trois-metiers', threeJobs('court'));
    expect(short.statusCode).toBe(200);
    expect(short.json().passed).toBe(false);
    expect(short.json().problems[0].message).toMatch(/au moins 20 caractères/);

    const kept = (await read(user, 6)).json();
    expect(kept.steps).toHaveLength(1);
    expect(kept.steps[0]).toMatchObject({ stepId: 'trois-metiers', passed: false });
    expect(kept.steps[0].answer.items[0].label).toBe('Métier d’essai un');
    expect((await complete(user, 6)).statusCode).toBe(409);

    const good = await save(
      user,
      6,
      'trois-metiers',
      threeJobs('J’aime travailler dehors avec une équipe soudée.'),
    );
    expect(good.json()).toEqual({ passed: true, problems: [] });
    const choice = await save(user, 6, 'prefere', {
      fields: { choix: 'Le métier d’essai deux, parce qu’il me fait rencontrer beaucoup de monde.' },
    });
    expect(choice.json().passed).toBe(true);
    const done = await complete(user, 6);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'niveau_suivant', progression: { level: 7 } });
  });

  it('refuse un métier absent du catalogue, sans rien enregistrer', async () => {
    const user = await atLevel(t, await createTestUser(t), 6);
    const answer = threeJobs('J’aime travailler dehors avec une équipe soudée.');
    answer.items[2] = { code: 'Z0000', label: 'Métier inventé', notes: note('x'.repeat(30)) };
    const response = await save(user, 6, 'trois-metiers', answer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'choix_inconnu' });
    expect(response.json().message).toContain('Métier inventé');
    expect((await read(user, 6)).json().steps).toEqual([]);
  });

  it('répond 400 en français à une réponse mal formée, 404 à une étape inconnue', async () => {
    const user = await atLevel(t, await createTestUser(t), 6);
    const tooLong = await save(user, 6, 'prefere', { fields: { choix: 'a'.repeat(801) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/800 caractères au plus/);
    const wrongShape = await save(user, 6, 'prefere', { fields: 'texte' });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().code).toBe('reponse_invalide');
    const unknown = await save(user, 6, 'etape-inventee', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/pas d’étape « etape-inventee »/);
    const dialogue = await save(user, 6, 'lire-une-fiche', {});
    expect(dialogue.statusCode).toBe(404);
  });

  it('note un quiz sur le serveur, quoi qu’affirme le navigateur', async () => {
    const user = await atLevel(t, await createTestUser(t), 10);
    const wrong = await save(user, 10, 'quiz-questions', { answers: {}, score: 3, passed: true });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ passed: false, result: { kind: 'quiz', score: 0 } });
    expect(wrong.json().problems[0].message).toMatch(/Réponds à toutes les questions/);
  });

  it('ni lecture ni écriture au-delà du niveau atteint + 1, ni au-delà du palier gratuit sans paiement', async () => {
    const user = await atLevel(t, await createTestUser(t), 6);
    for (const response of [await read(user, 8), await save(user, 8, 'notes', {})]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('niveau_inaccessible');
    }
    await setTestLevel(t.database, user.id, 11, { paid: false });
    const paidLevel = await save(user, 11, 'entreprise', { items: [] });
    expect(paidLevel.statusCode).toBe(403);
    expect(paidLevel.json().code).toBe('niveau_payant');
  });

  it('les réponses d’un élève restent invisibles pour un autre', async () => {
    const alice = await atLevel(t, await createTestUser(t), 6);
    const bob = await atLevel(t, await createTestUser(t), 6);
    await save(alice, 6, 'prefere', {
      fields: { choix: 'Un secret que seule Alice doit pouvoir relire ici.' },
    });
    const bobView = (await read(bob, 6)).json();
    expect(bobView.steps).toEqual([]);
    expect(JSON.stringify(bobView)).not.toContain('Alice');
    // Bob's answers never overwrite Alice's: the key is the caller.
    await save(bob, 6, 'prefere', { fields: { choix: 'La réponse de Bob, assez longue pour être gardée.' } });
    expect((await read(alice, 6)).json().steps[0].answer.fields.choix).toContain('Alice');
  });

  it('niveaux 2 et 3 : la vidéo et la note de pitch servent de preuve', async () => {
    const user = await createTestUser(t);
    await setTestLevel(t.database, user.id, 3);
    const low = await save(user, 3, 'auto-evaluation', { rating: 6 });
    expect(low.json().passed).toBe(false);
    expect((await complete(user, 3)).statusCode).toBe(409);
    expect((await save(user, 3, 'auto-evaluation', { rating: 11 })).statusCode).toBe(400);
    expect((await save(user, 3, 'auto-evaluation', { rating: 9 })).json().passed).toBe(true);
    expect((await complete(user, 3)).json().progression.level).toBe(4);
  });
});
