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

const LETTER = 'Madame, Monsieur,\nJe suis trés motivée par votre offre de vendeuse.\nCordialement.';
const FIXED = 'Madame, Monsieur,\nJe suis très motivée par votre offre de vendeuse.\nCordialement.';

describe(`niveau 26 : les finitions sur tous les documents (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function student(): Promise<TestUser> {
    const user = await atLevel(t, await createTestUser(t), 26);
    await storePassedStep(t, user, 16, 'lettre', {
      target: { catalogue: 'offres', code: 'X1', label: 'Vendeuse H/F' },
      letterId: null,
      text: LETTER,
    });
    await storePassedStep(t, user, 18, 'projet', {
      formation: { code: '1', label: 'BTS Tourisme' },
      paragraphs: { pourquoi: 'Les voyages me passionnent depuis toujours.' },
    });
    return user;
  }

  const letterText = async (user: TestUser) =>
    (
      await t.database.query<{ text: string }>(
        "SELECT answer->>'text' AS text FROM level_step_answers WHERE user_id = $1 AND level = 16",
        [user.id],
      )
    )[0]?.text;

  it('rend les documents de l’élève, et seulement les siens', async () => {
    const user = await student();
    const response = await t.app.inject({ url: '/api/levels/polish', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents.map((document: { id: string }) => document.id)).toEqual([
      'lettre',
      'projet',
    ]);
    const other = await atLevel(t, await createTestUser(t), 26);
    expect(
      (await t.app.inject({ url: '/api/levels/polish', headers: other.headers })).json().documents,
    ).toEqual([]);
  });

  it('relit avec le dictionnaire français, puis écrit la lettre corrigée à sa place', async () => {
    const user = await student();
    const first = (await saveStepAs(t, user, 26, 'finitions', { texts: {}, kept: [] })).json();
    expect(first.passed).toBe(false);
    expect(first.result.remarks).toContainEqual(
      expect.objectContaining({
        kind: 'orthographe',
        excerpt: 'trés',
        replacement: 'très',
        document: 'lettre',
      }),
    );
    expect(await letterText(user)).toBe(LETTER);
    const fixed = (
      await saveStepAs(t, user, 26, 'finitions', { texts: { lettre: { text: FIXED } }, kept: [] })
    ).json();
    expect(fixed).toMatchObject({ passed: true, problems: [] });
    expect(await letterText(user)).toBe(FIXED);
  });

  it('refuse une lettre réécrite, et ne touche jamais aux documents d’un autre élève', async () => {
    const user = await student();
    const other = await student();
    const rewritten = await saveStepAs(t, user, 26, 'finitions', {
      texts: {
        lettre: { text: 'Embauchez-moi tout de suite, je suis la meilleure vendeuse de toute la région.' },
      },
      kept: ['trés'],
    });
    expect(rewritten.json().passed).toBe(false);
    expect(rewritten.json().problems[0].message).toMatch(/a trop changé/);
    expect(await letterText(user)).toBe(LETTER);
    await saveStepAs(t, user, 26, 'finitions', { texts: { lettre: { text: FIXED } }, kept: [] });
    expect(await letterText(other)).toBe(LETTER);
  });
});
