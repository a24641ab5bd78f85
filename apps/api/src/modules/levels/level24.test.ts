import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

const INTRO =
  'Je suis Léa, en terminale STMG à Rennes. Je vise un BTS Tourisme pour travailler dans l’accueil des voyageurs.';

describe(`niveau 24 : le portfolio de l’élève (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A student at level 24 with a CV, a letter, a projet motivé and orientation results. */
  async function student(): Promise<TestUser> {
    const user = await atLevel(t, await createTestUser(t, { firstName: 'Léa' }), 24);
    await storePassedStep(t, user, 15, 'cv', {
      sections: { identite: 'Léa Martin\nRennes', titre: 'Terminale' },
    });
    await storePassedStep(t, user, 16, 'lettre', {
      target: { catalogue: 'offres', code: 'X1', label: 'Vendeuse H/F' },
      text: 'Madame, Monsieur, je vous écris pour le poste de vendeuse.',
    });
    await storePassedStep(t, user, 18, 'projet', {
      formation: { code: '1', label: 'BTS Tourisme' },
      paragraphs: { pourquoi: 'Les voyages me passionnent depuis toujours.' },
    });
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results)
       VALUES ($1, 'orientation', '{"strengths":["Curiosité","Écoute"]}'::jsonb)`,
      [user.id],
    );
    return user;
  }

  const portfolio = (user: TestUser) => t.app.inject({ url: '/api/levels/portfolio', headers: user.headers });

  it('rend tout ce que l’élève a produit, en entier, et seulement le sien', async () => {
    const user = await student();
    const response = await portfolio(user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.firstName).toBe('Léa');
    expect(body.sections.map((section: { id: string }) => section.id)).toEqual([
      'profil',
      'cv',
      'lettre',
      'projet',
    ]);
    expect(JSON.stringify(body)).toContain('je vous écris pour le poste de vendeuse');
    const other = await atLevel(t, await createTestUser(t), 24);
    expect((await portfolio(other)).json().sections).toEqual([]);
    const early = await atLevel(t, await createTestUser(t), 23);
    expect((await portfolio(early)).statusCode).toBe(403);
  });

  it('valide une présentation et trois rubriques que l’élève a vraiment', async () => {
    const user = await student();
    const passed = await saveStepAs(t, user, 24, 'portfolio', {
      intro: INTRO,
      sections: ['cv', 'lettre', 'projet'],
    });
    expect(passed.json()).toMatchObject({ passed: true, problems: [] });
    // Sections with nothing behind them do not count.
    const forged = await saveStepAs(t, user, 24, 'portfolio', {
      intro: INTRO,
      sections: ['cv', 'pitch', 'entretien'],
    });
    expect(forged.json().passed).toBe(false);
    expect(forged.json().problems[0].message).toMatch(/^Garde au moins 3 rubriques/);
    // Another student's work never fills this one's portfolio.
    const other = await atLevel(t, await createTestUser(t), 24);
    const stolen = await saveStepAs(t, other, 24, 'portfolio', {
      intro: INTRO,
      sections: ['cv', 'lettre', 'projet'],
    });
    expect(stolen.json().passed).toBe(false);
    const unknown = await saveStepAs(t, user, 24, 'portfolio', { intro: INTRO, sections: ['bulletins'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Cette rubrique n’existe pas dans le portfolio.');
  });
});
