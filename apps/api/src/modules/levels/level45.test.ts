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

const slot = (day: string, start: string, end: string, kind: string) => ({
  id: `${day}-${start}`,
  day,
  start,
  end,
  kind,
  label: kind,
});
const WEEK = [
  slot('lundi', '08:00', '12:00', 'cours'),
  slot('lundi', '13:30', '17:30', 'cours'),
  slot('mardi', '18:00', '19:00', 'devoirs'),
  slot('mercredi', '14:00', '16:00', 'sport'),
  slot('jeudi', '08:00', '12:00', 'cours'),
  slot('samedi', '10:00', '14:00', 'job'),
];

describe(`niveau 45 : job étudiant (${testDatabaseKind})`, () => {
  let t: TestApp;
  let partTime: string;
  let fullTime: string;
  beforeAll(async () => {
    t = await buildTestApp();
    partTime = await anOffre(t, 'Équipier polyvalent week-end', {
      code_departement: '59',
      temps_partiel: true,
      heures_hebdo: 12,
    });
    fullTime = await anOffre(t, 'Vendeur', {
      code_departement: '59',
      temps_partiel: false,
      heures_hebdo: 35,
    });
    await anOffre(t, 'Apprenti vendeur', { code_departement: '59', temps_partiel: true, alternance: true });
  });
  afterAll(() => t.close());

  const student = async () => {
    const user = await atLevel(t, await createTestUser(t), 45);
    await t.database.query(`UPDATE profiles SET department = '59 - Nord' WHERE user_id = $1`, [user.id]);
    return user;
  };
  const jobs = (user: TestUser) =>
    t.app.inject({ url: '/api/levels/catalogues/jobs', headers: user.headers });

  it('les offres à temps partiel du département, ni temps plein ni alternance, avec leurs heures', async () => {
    const body = (await jobs(await student())).json();
    expect(body).toMatchObject({ departement: '59', scope: 'departement' });
    expect(body.offers).toEqual([expect.objectContaining({ code: partTime, hours: 12 })]);
  });

  it('le choix refuse une offre à temps plein ; la semaine doit contenir le job', async () => {
    const user = await student();
    const quand = { quand: 'Le samedi matin, jamais les soirs de semaine.' };
    const refused = await saveStepAs(t, user, 45, 'jobs', {
      items: [{ code: fullTime, label: 'x', notes: quand }],
    });
    expect(refused.statusCode).toBe(400);
    const kept = await saveStepAs(t, user, 45, 'jobs', {
      items: [{ code: partTime, label: 'x', notes: quand }],
    });
    expect(kept.json().passed).toBe(true);
    const noJob = await saveStepAs(t, user, 45, 'semaine-avec-job', {
      slots: WEEK.filter((one) => one.kind !== 'job'),
    });
    expect(noJob.json().problems.map((problem: { message: string }) => problem.message)).toContain(
      'Place ton job dans la semaine, aux heures où tu le ferais.',
    );
    const week = await saveStepAs(t, user, 45, 'semaine-avec-job', { slots: WEEK });
    expect(week.json()).toMatchObject({
      passed: true,
      result: { kind: 'week-plan', totals: { job: 4, cours: 12 } },
    });
  });
});
