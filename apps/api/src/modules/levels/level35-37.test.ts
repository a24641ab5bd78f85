import type { BourseEstimate, LogementEstimate } from '@declic/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import {
  atLevel,
  buildTestApp,
  completeLevelAs,
  createTestUser,
  saveStepAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { openfiscaImporter } from '../../db/importers/openfisca-importer';
import { silentProgress } from '../../db/importers/progress';
import { estimateBourse, estimateLogement } from '../aids';
import { seedPlaces } from '../catalog/catalog-test-data';

const dataDir = findDataDir() ?? '';

const FAMILY = { parentsIncome: 20_000, dependentSiblings: 2, siblingsInHigherEducation: 1, distanceKm: 120 };
const LYON = { code: '69123', label: 'Lyon (69)' };
const HOUSING = {
  commune: LYON,
  age: 19,
  boursier: true,
  options: [
    { type: 'crous', rent: 260, deposit: 260 },
    { type: 'studio', rent: 520, deposit: 520 },
    { type: 'famille', rent: null, deposit: null },
  ],
  choice: 'crous',
  why: 'Le loyer le plus bas, près de la fac, et une résidence où réviser au calme.',
};
const MONTH = {
  housing: 200,
  food: 220,
  transport: 25,
  phone: 15,
  equipment: 20,
  leisure: 60,
  grant: 300,
  familyHelp: 100,
  jobHoursPerWeek: 4,
  adjustment: '',
};

// The real OpenFisca-France scales and APL zones, imported by our importer (never copied here).
describeWithData('niveaux 35 à 37 : budget, bourses et logement, calculés par le serveur', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await openfiscaImporter.run({ database: t.database, dataDir, progress: silentProgress });
    await seedPlaces(t);
  }, 300_000);
  afterAll(() => t.close());

  const complete = (user: TestUser, level: number) => completeLevelAs(t, user, level);
  const storedSteps = async (user: TestUser, level: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/levels/${level}/steps`, headers: user.headers })).json()
      .steps as { stepId: string; answer: Record<string, unknown>; passed: boolean }[];

  it('niveau 36 : l’échelon est celui du serveur, un échelon forgé est ignoré, le niveau monte', async () => {
    const user = await atLevel(t, await createTestUser(t), 36);
    expect((await complete(user, 36)).statusCode).toBe(409);
    const forged = { ...FAMILY, estimate: { echelon: '7', monthlyAmount: 9999 } };
    const saved = await saveStepAs(t, user, 36, 'estimation', forged);
    expect(saved.statusCode).toBe(200);
    const expected: BourseEstimate = await estimateBourse(t.database, FAMILY);
    expect(saved.json()).toMatchObject({ passed: true, result: { kind: 'grant', estimate: expected } });
    const stored = (await storedSteps(user, 36)).find((step) => step.stepId === 'estimation');
    expect(stored?.answer.estimate).toEqual(expected);

    const kept = await saveStepAs(t, user, 36, 'autres-aides', { kept: ['aide-logement', 'visale'] });
    expect(kept.json()).toMatchObject({ passed: true });
    expect((await complete(user, 36)).json()).toMatchObject({ progression: { level: 37 } });
  });

  it('niveau 36 : une saisie impossible est refusée en français, la réponse gardée ne bouge pas', async () => {
    const user = await atLevel(t, await createTestUser(t), 36);
    await saveStepAs(t, user, 36, 'estimation', FAMILY);
    const refused = await saveStepAs(t, user, 36, 'estimation', { ...FAMILY, parentsIncome: -10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/négatif/);
    const text = await saveStepAs(t, user, 36, 'estimation', { ...FAMILY, distanceKm: 'loin' });
    expect(text.statusCode).toBe(400);
    const unknownAid = await saveStepAs(t, user, 36, 'autres-aides', { kept: ['aide-inventee'] });
    expect(unknownAid.statusCode).toBe(400);
    const stored = (await storedSteps(user, 36)).find((step) => step.stepId === 'estimation');
    expect(stored).toMatchObject({ passed: true, answer: { parentsIncome: 20_000 } });
    // Without every input there is nothing to estimate, and nothing passes.
    const partial = await saveStepAs(t, user, 36, 'estimation', { ...FAMILY, distanceKm: null });
    expect(partial.json()).toMatchObject({ passed: false, problems: [{ field: 'distanceKm' }] });
  });

  it('niveau 37 : chaque solution reçoit l’aide calculée par le serveur, puis le choix fait monter le niveau', async () => {
    const user = await atLevel(t, await createTestUser(t), 37);
    const unknown = await saveStepAs(t, user, 37, 'comparaison', {
      ...HOUSING,
      commune: { code: '99999', label: 'Nulle part' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'commune_inconnue' });

    const saved = await saveStepAs(t, user, 37, 'comparaison', HOUSING);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      passed: true,
      result: { kind: 'housing', commune: { code: '69123', label: 'Lyon' } },
    });
    const studio: LogementEstimate = await estimateLogement(t.database, {
      communeInsee: '69123',
      housingType: 'studio',
      monthlyRent: 520,
      boursier: true,
      age: 19,
    });
    const rows = body.result.rows as {
      type: string;
      rent: number;
      netRent: number;
      estimate: LogementEstimate;
    }[];
    expect(rows.map((row) => row.type)).toEqual(['crous', 'studio', 'famille']);
    const studioRow = rows.find((row) => row.type === 'studio');
    expect(studioRow?.estimate).toEqual(studio);
    expect(studio.monthlyAid).toBeGreaterThan(0);
    expect(studioRow?.netRent).toBeCloseTo(520 - studio.monthlyAid, 2);
    expect(rows.find((row) => row.type === 'famille')?.estimate.monthlyAid).toBe(0);
    expect((await complete(user, 37)).json()).toMatchObject({ progression: { level: 38 } });
  });

  it('niveau 35 : prérempli des niveaux 36 et 37, solde au Smic en vigueur, ajustement demandé s’il manque de l’argent', async () => {
    const user = await atLevel(t, await createTestUser(t), 37);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/levels/budget/prefill',
      headers: user.headers,
    });
    expect(empty.json()).toEqual({ grant: null, housing: null });
    await saveStepAs(t, user, 37, 'comparaison', HOUSING);
    await t.database.query('UPDATE progression SET level = 36 WHERE user_id = $1', [user.id]);
    await saveStepAs(t, user, 36, 'estimation', FAMILY);
    const prefill = (
      await t.app.inject({ method: 'GET', url: '/api/levels/budget/prefill', headers: user.headers })
    ).json();
    const grant = await estimateBourse(t.database, FAMILY);
    expect(prefill.grant).toEqual({ monthlyAmount: grant.monthlyAmount, echelon: grant.echelon });
    expect(prefill.housing).toMatchObject({ type: 'crous', commune: 'Lyon' });

    await t.database.query('UPDATE progression SET level = 35 WHERE user_id = $1', [user.id]);
    const tooMuch = await saveStepAs(t, user, 35, 'budget-mois', { ...MONTH, jobHoursPerWeek: 40 });
    expect(tooMuch.json()).toMatchObject({ passed: false, problems: [{ field: 'jobHoursPerWeek' }] });
    const short = await saveStepAs(t, user, 35, 'budget-mois', { ...MONTH, familyHelp: 0 });
    const result = short.json().result;
    expect(short.json()).toMatchObject({ passed: false, problems: [{ field: 'adjustment' }] });
    expect(result.balance).toBeLessThan(0);
    expect(result.suggestion).toMatch(/^Ajoute \d heures? de job par semaine/);
    expect(result.jobMonthlyGross).toBe(Math.round(4 * (52 / 12) * result.smicHourlyGross));
    expect((await complete(user, 35)).statusCode).toBe(409);
    const adjusted = await saveStepAs(t, user, 35, 'budget-mois', {
      ...MONTH,
      familyHelp: 0,
      adjustment: 'Je prends deux heures de plus le samedi au magasin.',
    });
    expect(adjusted.json()).toMatchObject({ passed: true });
    const refused = await saveStepAs(t, user, 35, 'budget-mois', { ...MONTH, food: -3 });
    expect(refused.statusCode).toBe(400);
    expect((await complete(user, 35)).json()).toMatchObject({ progression: { level: 36 } });
  });

  it('un élève ne lit que ses propres résultats', async () => {
    const other = await atLevel(t, await createTestUser(t), 35);
    const prefill = await t.app.inject({
      method: 'GET',
      url: '/api/levels/budget/prefill',
      headers: other.headers,
    });
    expect(prefill.json()).toEqual({ grant: null, housing: null });
    const early = await atLevel(t, await createTestUser(t), 30);
    const locked = await t.app.inject({
      method: 'GET',
      url: '/api/levels/budget/prefill',
      headers: early.headers,
    });
    expect(locked.statusCode).toBe(403);
  });
});
