import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { type TestApp, testDatabaseKind } from '../../../test/helper';
import { buildJobDataTestApp } from '../../../test/job-data';
import { departementCode, readJobFacts } from './job-facts.service';

const dataDir = findDataDir() ?? '';

describeWithData(`faits métier sur les données réelles (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildJobDataTestApp(dataDir);
  }, 300_000);
  afterAll(() => t?.close());

  it.each([
    ['Développeur informatique', 'M1805'],
    ['développeuse informatique', 'M1805'],
    ['infirmière', 'J1506'],
    ['cuisinier', 'G1609'],
    ['m1805', 'M1805'],
  ])('« %s » mène à la fiche ROME %s', async (job, romeCode) => {
    expect((await readJobFacts(t.database, { job })).romeCode).toBe(romeCode);
  });

  it('rassemble définition, accès, compétences, salaires sourcés, formations et offres', async () => {
    const facts = await readJobFacts(t.database, {
      job: 'Développeur informatique',
      departement: '33 - Gironde',
    });
    expect(facts.title).toBe('Développeur / Développeuse informatique');
    expect(facts.definition).toContain('conçoit et améliore des systèmes informatiques');
    expect(facts.access).toContain('Bac+2 à Bac+5');
    expect(facts.skills.length).toBeGreaterThan(2);
    expect(facts.accessLevel).toBe('Bac + 2');
    expect(facts.salary.beginner?.text).toBe('2830 euros brut par mois');
    expect(facts.salary.medians.map((m) => m.median)).toEqual([1594, 1950, 3100]);
    expect(facts.formations).toHaveLength(5);
    // Formations of the student's département come first.
    expect(facts.formations[0]).toMatchObject({
      name: 'BUT - Informatique',
      place: expect.stringContaining('Bordeaux'),
    });
    for (const formation of facts.formations) expect(formation.name).toMatch(/informatique/i);
    expect(facts.offers.departement).toBe('33');
  });

  it('compte les offres du métier, dans le département puis partout', async () => {
    const [row] = await t.database.query<{ code_departement: string; n: number }>(
      `SELECT code_departement, count(*)::int AS n FROM catalog_offres WHERE rome_code = 'J1506' AND code_departement IS NOT NULL
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const local = await readJobFacts(t.database, { job: 'infirmière', departement: row!.code_departement });
    expect(local.offers.count).toBe(row!.n);
    expect(local.offers.sample.length).toBe(Math.min(3, row!.n));
    const everywhere = await readJobFacts(t.database, { job: 'infirmière' });
    expect(everywhere.offers.count).toBeGreaterThanOrEqual(row!.n);
  });

  it('sans fiche proche, ne prête pas à un métier les faits d’un autre', async () => {
    const facts = await readJobFacts(t.database, { job: 'astronaute de la mer' });
    expect(facts).toMatchObject({
      romeCode: null,
      title: 'astronaute de la mer',
      definition: '',
      skills: [],
    });
    expect(facts.salary).toEqual({ beginner: null, medians: [] });
  });
});

describe('code du département du profil', () => {
  it.each([
    ['33 - Gironde', '33'],
    ['2B - Haute-Corse', '2B'],
    ['974 - La Réunion', '974'],
    ['Gironde', null],
    [null, null],
  ])('%s → %s', (value, code) => {
    expect(departementCode(value)).toBe(code);
  });
});
