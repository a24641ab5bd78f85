import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';

describe(`GET /api/rome/metiers/:romeCode, savoir-être et conditions de travail (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.query(
      `INSERT INTO rome_metiers (code_rome, libelle, riasec_majeur, code_domaine, savoir_etre, contextes_travail)
       VALUES ('M1805', 'Développeur / Développeuse informatique', 'I', 'M18', $1::jsonb, $2::jsonb)`,
      [
        JSON.stringify([{ codeOgr: '300460', libelle: "Faire preuve d'autonomie", coeurMetier: null }]),
        JSON.stringify([
          { libelle: 'Possibilité de télétravail', type: 'Conditions de travail et risques professionnels' },
          { libelle: 'Travail en journée', type: 'Horaires et durée du travail' },
          { libelle: 'Station assise prolongée', type: 'Conditions de travail et risques professionnels' },
        ]),
      ],
    );
  });
  afterAll(() => t.close());

  it('donne les savoir-être et les conditions de travail, regroupées par type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rome/metiers/M1805' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      savoirEtre: ["Faire preuve d'autonomie"],
      contexts: [
        { libelle: 'Possibilité de télétravail', type: 'Conditions de travail et risques professionnels' },
        { libelle: 'Station assise prolongée', type: 'Conditions de travail et risques professionnels' },
        { libelle: 'Travail en journée', type: 'Horaires et durée du travail' },
      ],
    });
  });
});
