import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase, testDatabaseKind } from '../../../test/helper';
import { readSalaryFacts } from '../../modules/job-facts/salary.repository';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { silentProgress } from './progress';
import { salairesImporter } from './salaires';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

describeWithData(`import des salaires ONISEP et DARES réels (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  }, 60_000);
  afterAll(() => database?.close());

  const run = () => salairesImporter.run({ database, dataDir, progress: silentProgress });
  const reasons = (report: Awaited<ReturnType<typeof run>>) =>
    Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));

  it('importe les trois fichiers, dit ce qu’il refuse, puis ne change plus rien', async () => {
    const first = await run();
    expect(first.read).toBe(928 + 654 + 768);
    expect(reasons(first)).toEqual({
      'salaire du débutant (ONISEP) : pas de texte « salaire du débutant »': 102,
      'salaire médian net (DARES) : salaire médian absent ou invalide': 3,
      'passerelle FAP225 ↔ ROME (DARES) : FAP sans code ROME (NA)': 16,
      'passerelle FAP225 ↔ ROME (DARES) : code FAP225 absent ou invalide': 3,
    });
    const count = async (table: string) =>
      (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect({
      onisep: await count('salaires_onisep'),
      medians: await count('salaires_dares_fap'),
      bridge: await count('salaires_dares_fap_rome'),
    }).toEqual({ onisep: 826, medians: 651, bridge: 749 });
    expect(first.imported).toBe(826 + 651 + 749);
    expect((await run()).imported).toBe(0);
  }, 60_000);

  it('donne pour un code ROME le texte ONISEP du débutant et les médianes DARES de ses FAP', async () => {
    const facts = await readSalaryFacts(database, 'M1805', 'Développeur informatique');
    expect(facts.beginner).toMatchObject({
      text: '2830 euros brut par mois',
      metier: 'développeur/euse informatique',
    });
    expect(facts.medians).toEqual([
      { fap: 'M0Z60', libelle: expect.stringContaining('informatique'), median: 1594, periode: '2017-2019' },
      {
        fap: 'M1Z80',
        libelle: "Techniciens d'étude et de développement en informatique",
        median: 1950,
        periode: '2017-2019',
      },
      { fap: 'M2Z90', libelle: expect.stringContaining('Ingénieurs'), median: 3100, periode: '2017-2019' },
    ]);
  });

  it('sans code connu, ne renvoie rien plutôt que d’inventer', async () => {
    expect(await readSalaryFacts(database, 'Z9999')).toEqual({ beginner: null, medians: [] });
  });
});
