import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { anOffre } from '../catalog/catalog-test-data';

const ALTERNANCE = '/api/levels/catalogues/alternance';
const PLAN = 'Avec ce salaire, je paierais mon abonnement de bus et je mettrais de côté pour le permis.';

describe(`niveau 31 : découvrir l’alternance (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let apprentissage: string;
  let cdi: string;
  let lyon: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
    apprentissage = await anOffre(t, 'Boulanger en apprentissage', {
      alternance: true,
      code_departement: '33',
      rome_code: 'D1102',
      type_contrat_libelle: 'Contrat d’apprentissage',
      entreprise_nom: 'Fournil du Port',
    });
    cdi = await anOffre(t, 'Boulanger', { code_departement: '33', rome_code: 'D1102' });
    lyon = await anOffre(t, 'Vendeur en alternance', { alternance: true, code_departement: '69' });
  });
  afterAll(() => t.close());

  const student = async (department: string | null) => {
    const user = await atLevel(t, await createTestUser(t), 31);
    await t.database.query('UPDATE profiles SET department = $2 WHERE user_id = $1', [user.id, department]);
    return user;
  };
  const get = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: `${ALTERNANCE}?rome=D1102`, headers: user.headers });

  it('les offres en alternance du département de l’élève, jamais un CDI', async () => {
    const body = (await get(await student('33 - Gironde'))).json();
    expect(body).toMatchObject({ departement: '33', scope: 'departement' });
    expect(body.offers.map((offer: { code: string }) => offer.code)).toEqual([apprentissage]);
    expect(body.offers[0]).toMatchObject({ company: 'Fournil du Port', matching: true, source: 'test' });
  });

  it('sans offre dans le département, toute la France, et l’écran le sait', async () => {
    const body = (await get(await student('2A - Corse-du-Sud'))).json();
    expect(body.scope).toBe('france');
    expect(body.offers.map((offer: { code: string }) => offer.code).sort()).toEqual(
      [apprentissage, lyon].sort(),
    );
  });

  it('le choix garde des offres en alternance du catalogue seulement', async () => {
    const user = await student('33 - Gironde');
    const notes = { pourquoi: 'Un atelier près de chez moi, et le métier que je vise.' };
    const refused = await saveStepAs(t, user, 31, 'offres', {
      items: [
        { code: apprentissage, label: 'x', notes },
        { code: cdi, label: 'Boulanger', notes },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Boulanger');
    const kept = await saveStepAs(t, user, 31, 'offres', {
      items: [
        { code: apprentissage, label: 'x', notes },
        { code: lyon, label: 'y', notes },
      ],
    });
    expect(kept.json()).toMatchObject({ passed: true });
  });

  it('le simulateur calcule le minimum avec les chiffres en vigueur, et suit le Smic que l’équipe change', async () => {
    const user = await student('33 - Gironde');
    const incomplete = await saveStepAs(t, user, 31, 'simulateur', { age: 17, year: null, plan: '' });
    expect(incomplete.json().problems.map((problem: { field: string }) => problem.field)).toEqual([
      'year',
      'plan',
    ]);
    const saved = await saveStepAs(t, user, 31, 'simulateur', { age: 17, year: 1, plan: PLAN });
    expect(saved.json()).toMatchObject({
      passed: true,
      result: {
        kind: 'apprentice-pay',
        band: 'moins18',
        percent: 27,
        monthlyGross: 504.1,
        smicMonthlyGross: 1867.02,
      },
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/facts/smic-mensuel-brut',
      headers: staff.headers,
      payload: {
        value: 2000,
        appliesFrom: '2027-01-01',
        reviewBy: '2028-01-01',
        sourceLabel: 'Service-public.gouv.fr, « Montant du Smic »',
        sourceUrl: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2300',
        reason: 'Test de la revalorisation',
      },
    });
    expect(changed.statusCode).toBe(200);
    const again = await saveStepAs(t, user, 31, 'simulateur', { age: 22, year: 3, plan: PLAN });
    expect(again.json().result).toMatchObject({
      percent: 78,
      monthlyGross: 1560,
      smicAppliesFrom: '2027-01-01',
    });
    const [stored] = await t.database.query<{ answer: { pay: number } }>(
      `SELECT answer FROM level_step_answers WHERE user_id = $1 AND level = 31 AND step_id = 'simulateur'`,
      [user.id],
    );
    expect(stored?.answer.pay).toBe(1560);
  });

  it('un âge hors de l’apprentissage est refusé en français', async () => {
    const response = await saveStepAs(t, await student(null), 31, 'simulateur', {
      age: 12,
      year: 1,
      plan: PLAN,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('L’apprentissage commence à 15 ans');
  });
});
