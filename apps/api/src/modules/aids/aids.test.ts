import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { bourseBody, studioBody } from './aids.test-support';

describe('estimations des aides sans barèmes importés', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    student = await createTestUser(t);
  });
  afterAll(() => t.close());

  it('dit en français que les barèmes manquent, sans erreur 500', async () => {
    for (const [url, payload] of [
      ['/api/aids/bourse/estimate', bourseBody],
      ['/api/aids/logement/estimate', studioBody],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: student.headers, payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'bareme_absent' });
      expect(response.json().message).toMatch(/^Les barèmes officiels n’ont pas encore été importés/);
    }
  });

  it('répond 400 en français à une saisie fausse, avant même de chercher les barèmes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aids/bourse/estimate',
      headers: student.headers,
      payload: { ...bourseBody, parentsIncome: -5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('revenu brut global de tes parents');
  });

  it('refuse un visiteur sans compte', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aids/bourse/estimate',
      payload: bourseBody,
    });
    expect(response.statusCode).toBe(401);
  });
});
