import { formatEuros } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { buildJobDataTestApp } from '../../../test/job-data';
import { aMetier } from '../catalog/catalog-test-data';
import { evaluateJob, salaryQuizFor } from './level7.service';

const URL = '/api/analysis/level7/evaluate-job';

/** A ROME fiche with its ONISEP beginner pay and DARES medians, as the importers store them. */
async function aJobWithSalaries(
  t: TestApp,
  job: { romeCode: string; title: string; beginner: string; medians: [fap: string, median: number][] },
) {
  await aMetier(t, job.romeCode, job.title);
  await t.database.query(
    `INSERT INTO salaires_onisep (id_onisep, nom_metier, rome_codes, salaire_debutant, url)
     VALUES ($1, $2, $3::text[], $4, $5)`,
    [`MET.${job.romeCode}`, job.title, [job.romeCode], job.beginner, `https://onisep.test/${job.romeCode}`],
  );
  for (const [fap, median] of job.medians) {
    await t.database.query(
      `INSERT INTO salaires_dares_fap (fap, periode, salaire_median, libelle) VALUES ($1, '2017-2019', $2, $3)`,
      [fap, median, `Famille ${fap}`],
    );
    await t.database.query('INSERT INTO salaires_dares_fap_rome (fap, rome_v3) VALUES ($1, $2)', [
      fap,
      job.romeCode,
    ]);
  }
}

function evaluate(t: TestApp, user: TestUser | null, job: unknown) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: user?.headers ?? {},
    payload: { job },
  });
}

describe(`POST ${URL} (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    student = await atLevel(t, await createTestUser(t), 7);
    await aJobWithSalaries(t, {
      romeCode: 'D1102',
      title: 'Boulanger / Boulangère',
      beginner: 'Entre 1900 et 2300 euros brut par mois',
      medians: [
        ['S1Z80', 1400],
        ['S1Z81', 2100],
      ],
    });
  });
  afterAll(() => t.close());

  it('refuse un visiteur sans jeton', async () => {
    expect((await evaluate(t, null, 'boulanger')).statusCode).toBe(401);
  });

  it('reste fermé avant le niveau 7', async () => {
    const early = await atLevel(t, await createTestUser(t), 6);
    const response = await evaluate(t, early, 'boulanger');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('niveau 7');
  });

  it('refuse un métier vide avec un message en français', async () => {
    const response = await evaluate(t, student, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Indique un métier');
    expect((await evaluate(t, student, 'x'.repeat(121))).statusCode).toBe(400);
  });

  it('donne les chiffres de la base, sourcés, et un quiz sans les réponses', async () => {
    const response = await evaluate(t, student, 'boulanger');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [onisep] = await t.database.query<{ salaire_debutant: string; url: string }>(
      `SELECT salaire_debutant, url FROM salaires_onisep WHERE 'D1102' = ANY(rome_codes)`,
    );
    const medians = await t.database.query<{ fap: string; salaire_median: number; periode: string }>(
      `SELECT f.fap, f.salaire_median, f.periode FROM salaires_dares_fap f
         JOIN salaires_dares_fap_rome b ON b.fap = f.fap WHERE b.rome_v3 = 'D1102' ORDER BY f.salaire_median`,
    );
    expect(body.job).toEqual({ title: 'Boulanger / Boulangère', romeCode: 'D1102' });
    expect(body.beginner).toEqual({
      text: onisep!.salaire_debutant,
      amountGross: 1900,
      fromSmic: false,
      source: { label: 'ONISEP', url: onisep!.url },
    });
    // 1900 € brut ≈ 1 480 € net: the first post level whose median reaches it.
    expect(body.median).toMatchObject({
      amountNet: medians[1]!.salaire_median,
      fap: medians[1]!.fap,
      periode: medians[1]!.periode,
      source: { label: 'DARES, salaires par famille professionnelle' },
    });
    expect(body.budget.length).toBeGreaterThanOrEqual(2);
    expect(body.budget.length).toBeLessThanOrEqual(4);
    expect(body.quiz).toHaveLength(3);
    for (const question of body.quiz) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'text']);
    }
  });

  it('garde pour le serveur le quiz complet, identique à celui montré', async () => {
    const shown = (await evaluate(t, student, 'boulanger')).json().quiz;
    const full = await salaryQuizFor(t.database, 'boulanger');
    expect(full.map(({ id, text, options }) => ({ id, text, options }))).toEqual(shown);
    expect(full[0]!.options[full[0]!.answer]).toBe(formatEuros(1900));
  });

  it('sans fiche proche, ne prête aucun chiffre et pose trois questions de notions', async () => {
    const response = await evaluate(t, student, 'astronaute de la mer');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      job: { title: 'astronaute de la mer', romeCode: null },
      beginner: null,
      median: null,
    });
    expect(body.budget[0]).toContain('pas de chiffre de salaire');
    expect(body.quiz.map((q: { id: string }) => q.id)).toEqual(['smic', 'salaire-median', 'brut-net']);
  });
});

const dataDir = findDataDir() ?? '';

describeWithData(`salaires décodés sur les données réelles (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildJobDataTestApp(dataDir);
  }, 300_000);
  afterAll(() => t?.close());

  it('lit le salaire ONISEP et la médiane DARES du développeur informatique', async () => {
    const evaluation = await evaluateJob(t.database, 'Développeur informatique');
    expect(evaluation.job.romeCode).toBe('M1805');
    expect(evaluation.beginner).toMatchObject({ text: '2830 euros brut par mois', amountGross: 2830 });
    expect(evaluation.median).toMatchObject({ amountNet: 3100, periode: '2017-2019' });
    expect(evaluation.quiz[0]!.id).toBe('salaire-debutant');
  });
});
