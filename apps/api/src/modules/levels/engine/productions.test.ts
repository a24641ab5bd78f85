import { FOLLOW_UP_MESSAGE } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../../test/helper';

const QUESTIONS = [
  'Comment se passe une journée type dans votre travail ?',
  'Qu’est-ce qui vous plaît le plus dans votre métier ?',
  'Quel a été votre parcours depuis le lycée ?',
  'Pourquoi avez-vous choisi ce métier ?',
  'Quelles formations conseillez-vous aujourd’hui ?',
];

const MESSAGE =
  'Bonjour Madame, je suis élève en première au lycée Jean-Moulin. Je voudrais devenir infirmière ' +
  'et votre métier m’intéresse beaucoup. Auriez-vous 20 minutes pour un échange, au téléphone ou ' +
  'sur place, dans les semaines qui viennent ? Merci d’avance pour votre réponse. Léa';

describe(`réalisations des niveaux (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const read = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/levels/productions', headers: user.headers });

  /** A stored answer, as the step routes would have saved it. */
  const insertStep = (
    user: TestUser,
    level: number,
    stepId: string,
    answer: unknown,
    { passed = true, updatedAt = new Date().toISOString() } = {},
  ) =>
    t.database.query(
      `INSERT INTO level_step_answers (user_id, level, step_id, answer, passed, result, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7)`,
      [
        user.id,
        level,
        stepId,
        JSON.stringify(answer),
        passed,
        JSON.stringify({ passed, problems: [] }),
        updatedAt,
      ],
    );

  it('exige une connexion', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/levels/productions' });
    expect(response.statusCode).toBe(401);
  });

  it('rien de construit : des listes vides', async () => {
    const user = await createTestUser(t);
    const response = await read(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ productions: [], reminders: [] });
  });

  it('les questions enregistrées par le niveau 10 apparaissent, pour leur auteur seulement', async () => {
    const author = await atLevel(t, await createTestUser(t), 10);
    const other = await createTestUser(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/levels/10/steps/questions',
      headers: author.headers,
      payload: { answer: { questions: QUESTIONS } },
    });
    expect(saved.json().passed).toBe(true);
    await insertStep(other, 6, 'trois-metiers', { items: [{ code: 'Z1', label: 'Métier de l’autre' }] });

    const mine = (await read(author)).json();
    expect(mine.productions).toEqual([
      {
        level: 10,
        title: 'Tes questions',
        items: QUESTIONS.map((text) => ({ label: 'Tes questions', text })),
        summary: '5 questions',
        link: { to: '/app/niveau/10', label: 'Revoir tes questions' },
      },
    ]);
    const theirs = (await read(other)).json();
    expect(theirs.productions.map((p: { level: number }) => p.level)).toEqual([6]);
    expect(JSON.stringify(theirs)).not.toContain('journée type');
  });

  it('une étape qui n’a pas réussi n’est pas listée', async () => {
    const user = await createTestUser(t);
    await insertStep(
      user,
      11,
      'entreprise',
      { items: [{ code: 'E1', label: 'Boulangerie Martin' }] },
      {
        passed: false,
      },
    );
    await insertStep(user, 15, 'cv', { sections: { identite: 'Léa Martin\nlea@example.fr', titre: '' } });
    const body = (await read(user)).json();
    expect(body.productions.map((p: { level: number }) => p.level)).toEqual([15]);
    expect(body.productions[0]).toMatchObject({
      summary: 'CV prêt',
      items: [{ label: 'Ton CV', text: 'Léa Martin' }],
      link: { to: '/app/niveau/15', label: 'Retélécharger ton CV' },
    });
    expect(JSON.stringify(body)).not.toContain('Boulangerie');
  });

  it('niveau 9 envoyé : la demande, sa date d’envoi et un rappel dix jours plus tard', async () => {
    const user = await createTestUser(t);
    await insertStep(user, 9, 'contact', { fields: { qui: 'Karim, électricien', canal: 'Téléphone' } });
    await insertStep(user, 9, 'message', { fields: { brouillon: MESSAGE } });
    await insertStep(
      user,
      9,
      'envoi',
      { done: ['relu', 'envoye', 'relance'] },
      { updatedAt: '2026-11-25T09:30:00.000Z' },
    );
    const body = (await read(user)).json();
    expect(body.reminders).toEqual([
      { level: 9, message: FOLLOW_UP_MESSAGE, due: '2026-12-05T09:30:00.000Z' },
    ]);
    const [request] = body.productions;
    expect(request.title).toBe('Prendre rendez-vous');
    expect(request.items).toContainEqual({ label: 'Envoi', text: 'Envoyée le 25 novembre 2026' });
    const excerpt = request.items.find(
      (item: { label: string }) => item.label === 'Ta demande de rendez-vous',
    );
    expect(excerpt.text.length).toBeLessThanOrEqual(161);
    expect(excerpt.text.startsWith('Bonjour Madame')).toBe(true);
  });

  it('niveau 9 sans relance prévue, ou pas encore réussi : pas de rappel', async () => {
    const withoutFollowUp = await createTestUser(t);
    await insertStep(withoutFollowUp, 9, 'envoi', { done: ['relu', 'envoye'] });
    expect((await read(withoutFollowUp)).json().reminders).toEqual([]);

    const notPassed = await createTestUser(t);
    await insertStep(notPassed, 9, 'envoi', { done: ['relu', 'envoye', 'relance'] }, { passed: false });
    expect((await read(notPassed)).json()).toEqual({ productions: [], reminders: [] });
  });
});
