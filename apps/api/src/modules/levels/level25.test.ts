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

describe(`niveau 25 : le dossier comparé à lui-même (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A student whose projet motivé is not among their wishes. */
  async function student(): Promise<TestUser> {
    const user = await atLevel(t, await createTestUser(t), 25);
    await storePassedStep(t, user, 18, 'projet', {
      formation: { code: '1', label: 'Licence Psychologie' },
      paragraphs: { pourquoi: 'J’aime écouter les autres, ma curiosité me guide.' },
    });
    await storePassedStep(t, user, 19, 'voeux', {
      wishes: [
        { code: '2', label: 'BUT Carrières sociales' },
        { code: '3', label: 'BTS Économie sociale familiale' },
      ],
    });
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results)
       VALUES ($1, 'orientation', '{"strengths":["Curiosité","Empathie"]}'::jsonb)`,
      [user.id],
    );
    return user;
  }

  it('rend le rapport sur les documents de l’élève, et seulement les siens', async () => {
    const user = await student();
    const response = await t.app.inject({ url: '/api/levels/coherence', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const findings = response.json().findings as { id: string; ok: boolean }[];
    expect(findings.map((finding) => [finding.id, finding.ok])).toEqual([
      ['projet-dans-voeux', false],
      ['voeux-isoles', true],
      ['forces', true],
    ]);
    const other = await atLevel(t, await createTestUser(t), 25);
    expect((await t.app.inject({ url: '/api/levels/coherence', headers: other.headers })).json()).toEqual({
      findings: [],
    });
    const early = await atLevel(t, await createTestUser(t), 24);
    expect((await t.app.inject({ url: '/api/levels/coherence', headers: early.headers })).statusCode).toBe(
      403,
    );
  });

  it('demande un plan pour ce qui est à revoir ; le rapport vient du serveur, jamais du navigateur', async () => {
    const user = await student();
    const empty = await saveStepAs(t, user, 25, 'verification', { plan: '', findings: [] });
    expect(empty.json()).toMatchObject({ passed: false, result: { kind: 'coherence' } });
    expect(empty.json().problems[0].message).toMatch(/^1 point à revoir/);
    const plan = 'J’ajoute la licence de psychologie à mes vœux ce week-end, en plan A.';
    expect((await saveStepAs(t, user, 25, 'verification', { plan })).json().passed).toBe(true);
    // Without documents, nothing to compare: the level cannot pass on another student's work.
    const other = await atLevel(t, await createTestUser(t), 25);
    expect((await saveStepAs(t, other, 25, 'verification', { plan })).json().passed).toBe(false);
  });
});
