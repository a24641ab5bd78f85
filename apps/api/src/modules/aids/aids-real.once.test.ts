import { bourseEstimateSchema, logementEstimateSchema } from '@declic/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { openfiscaImporter } from '../../db/importers/openfisca-importer';
import { silentProgress } from '../../db/importers/progress';
import { bourseBody, studioBody } from './aids.test-support';
import { estimateBourse } from './index';

// Real open data is read where it lives when present (never copied into the repository); the estimates
// do not depend on the database engine, so this runs once, on PGlite.
const dataDir = findDataDir() ?? '';

describeWithData('estimations des aides sur les barèmes OpenFisca importés', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    await openfiscaImporter.run({ database: t.database, dataDir, progress: silentProgress });
    student = await createTestUser(t);
  }, 300_000);
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/aids/${url}/estimate`, headers: student.headers, payload });

  it('estime l’échelon de bourse avec les points de charge, le montant et le texte du barème', async () => {
    const response = await post('bourse', bourseBody);
    expect(response.statusCode).toBe(200);
    const estimate = bourseEstimateSchema.parse(response.json());
    // 120 km: 1 point; one sibling at school (2) and one in higher education (4).
    expect(estimate.chargePoints).toEqual({ distance: 1, siblings: 6, total: 7 });
    expect(estimate.echelon).not.toBeNull();
    expect(estimate.monthlyPayments).toBe(10);
    expect(estimate.yearlyAmount).toBeCloseTo(estimate.monthlyAmount * 10, 2);
    expect(estimate.scale.legalUrl).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
    expect(estimate.scale.academicYear).toMatch(/^\d{4}-\d{4}$/);
    expect(estimate.sources.map((source) => source.parameter)).toContain(
      'prestations_sociales.education.bourses.enseignement_superieur.criteres_sociaux.montants',
    );
    const rich = bourseEstimateSchema.parse(
      (await post('bourse', { ...bourseBody, parentsIncome: 500_000 })).json(),
    );
    expect(rich).toMatchObject({ echelon: null, monthlyAmount: 0, yearlyAmount: 0 });
  });

  it('donne au niveau la même estimation que l’API, calculée par le serveur', async () => {
    const fromApi = (await post('bourse', bourseBody)).json();
    expect(await estimateBourse(t.database, bourseBody)).toEqual(fromApi);
  });

  it('estime l’aide au logement d’un studio à Lyon et la garantie Visale', async () => {
    const response = await post('logement', studioBody);
    expect(response.statusCode).toBe(200);
    const estimate = logementEstimateSchema.parse(response.json());
    expect(estimate).toMatchObject({ zone: 2, housingType: 'studio', noAidReason: null });
    expect(estimate.monthlyAid).toBeGreaterThan(0);
    expect(estimate.retainedRent).toBe(Math.min(480, estimate.rentCeiling ?? 0));
    expect(estimate.flatRateResources).toBeGreaterThan(0);
    expect(estimate.visale).toMatchObject({ ileDeFrance: false, eligible: true });
    expect(estimate.sources.every((source) => source.appliesFrom.match(/^\d{4}-\d{2}-\d{2}$/))).toBe(true);
  });

  it('compare colocation, résidence CROUS et famille, et place Paris en zone 1', async () => {
    const flatShare = logementEstimateSchema.parse(
      (await post('logement', { ...studioBody, housingType: 'colocation' })).json(),
    );
    const studio = logementEstimateSchema.parse((await post('logement', studioBody)).json());
    expect(flatShare.rentCeiling).toBeLessThan(studio.rentCeiling ?? 0);
    const family = logementEstimateSchema.parse(
      (await post('logement', { ...studioBody, housingType: 'famille', monthlyRent: null })).json(),
    );
    expect(family).toMatchObject({ monthlyAid: 0, noAidReason: 'famille', rentCeiling: null });
    const paris = logementEstimateSchema.parse(
      (
        await post('logement', {
          ...studioBody,
          communeInsee: '75105',
          housingType: 'crous',
          monthlyRent: 420,
        })
      ).json(),
    );
    expect(paris).toMatchObject({ zone: 1, visale: { ileDeFrance: true } });
  });

  it('répond 400 en français à une saisie fausse, 404 à une commune inconnue', async () => {
    const noRent = await post('logement', { ...studioBody, monthlyRent: undefined });
    expect(noRent.statusCode).toBe(400);
    expect(noRent.json().message).toContain('Indique le loyer que tu as trouvé');
    const siblings = await post('bourse', { ...bourseBody, siblingsInHigherEducation: 3 });
    expect(siblings.statusCode).toBe(400);
    expect(siblings.json().message).toContain('frères et sœurs à charge');
    const unknown = await post('logement', { ...studioBody, communeInsee: '99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'commune_inconnue' });
  });
});
