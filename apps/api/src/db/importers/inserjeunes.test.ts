import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aDevenirApprentis } from '@declic/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { aFormation, getAs } from '../../modules/catalog/catalog-test-data';
import type { ImportReport } from './importer';
import { inserjeunesImporter } from './inserjeunes';
import { silentProgress } from './progress';

const HEADER =
  'Année;UAI;Libellé;Région;DEVENIR Part poursuite études;DEVENIR Part en emploi 6 mois;DEVENIR Part autre situation 6 mois;Part contrats apprentissage interrompus;Taux poursuite études;Taux emploi 6 mois;Taux emploi 6 mois attendu;VA emploi 6 mois;Taux emploi 12 mois;Taux emploi 18 mois;Taux emploi 24 mois;num_ligne';

/** A line shaped like the real file's: rates as « 57.0 », empty when too few to publish. */
const aLine = (
  annees: string,
  uai: string,
  rates: { etudes?: number; emploi6?: number; attendu?: number; va?: number; emploi12?: number } = {},
) => {
  const cell = (value?: number) => (value === undefined ? '' : value.toFixed(1));
  return [
    `cumul ${annees}`,
    uai,
    `CFA d’exemple ${uai}`,
    'ÎLE-DE-FRANCE',
    cell(rates.etudes),
    '',
    '',
    '',
    cell(rates.etudes),
    cell(rates.emploi6),
    cell(rates.attendu),
    cell(rates.va),
    cell(rates.emploi12),
    '',
    '',
    '1.0',
  ].join(';');
};

const FULL = { etudes: 42, emploi6: 64, attendu: 68, va: -4, emploi12: 71 };
const LINES = [
  aLine('2022-2023', '0990001A', { etudes: 10, emploi6: 50, attendu: 50, va: 0, emploi12: 60 }),
  aLine('2023-2024', '0990001A', FULL),
  // Latest cohort too small to publish: the older figures are not brought back.
  aLine('2022-2023', '0990002B', FULL),
  aLine('2023-2024', '0990002B'),
  // Only the further-study rate is published.
  aLine('2023-2024', '0990003C', { etudes: 30 }),
  // A CFA no formation of the catalogue belongs to.
  aLine('2023-2024', '0990004D', FULL),
  aLine('2023-2024', 'pas-un-uai', FULL),
  aLine('2023-2024', '0990005E', { ...FULL, emploi6: 140 }),
];

const reasons = (report: ImportReport) => Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));

describe(`import du devenir des apprentis par CFA sur un fichier d’exemple (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  const writeLines = (lines: string[]) =>
    fs.writeFileSync(
      path.join(dataDir, 'inserjeunes', 'fr-en-inserjeunes-cfa.csv'),
      `\ufeff${HEADER}\n${lines.join('\n')}\n`,
    );
  const run = () => inserjeunesImporter.run({ database: t.database, dataDir, progress: silentProgress });
  const devenirOf = async (nm: string) =>
    (
      await t.database.query<{ devenir_apprentis: unknown }>(
        'SELECT devenir_apprentis FROM catalog_formations WHERE nm[1] = $1',
        [nm],
      )
    ).map((row) => row.devenir_apprentis);

  beforeAll(async () => {
    t = await buildTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-inserjeunes-'));
    fs.mkdirSync(path.join(dataDir, 'inserjeunes'));
    writeLines(LINES);
    const cfa = { etab_nom: 'CFA Exemple des métiers', etab_uai: '0990001A' };
    await aFormation(t, 'BTS - Services - Exemple de gestion', cfa);
    await aFormation(t, 'BTS - Production - Exemple de maintenance', cfa);
    await aFormation(t, 'BTS - Services - Exemple sans chiffre', {
      etab_nom: 'Lycée Exemple',
      etab_uai: '0990002B',
    });
    await aFormation(t, 'BTS - Services - Exemple d’études', { etab_uai: '0990003C' });
    await aFormation(t, 'BTS - Services - Exemple hors CFA', { etab_uai: '0999999Z' });
    await aFormation(t, 'BTS - Services - Exemple de démo', { source: 'demo', etab_uai: '0990001A' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('garde les dernières années cumulées de chaque CFA et les pose sur ses formations, par l’UAI', async () => {
    const report = await run();
    // 4 CFA kept (and written), 3 formations given figures.
    expect(report).toMatchObject({ read: 8, imported: 7 });
    expect(reasons(report)).toEqual({
      'code UAI absent ou invalide': 1,
      'taux illisible ou hors de 0 à 100': 1,
    });
    expect(report.notes).toEqual([
      'CFA lus (leurs dernières années cumulées) : 4, dont 3 avec des chiffres publiés',
      'Reliés au catalogue par l’UAI : 2 CFA, 3 formations ; CFA du catalogue sans chiffre publié : 1',
    ]);
    const expected = aDevenirApprentis();
    expect(await devenirOf('BTS - Services - Exemple de gestion')).toEqual([expected]);
    expect(await devenirOf('BTS - Production - Exemple de maintenance')).toEqual([expected]);
    expect(await devenirOf('BTS - Services - Exemple d’études')).toEqual([
      {
        ...expected,
        emploi_6_mois: null,
        emploi_12_mois: null,
        poursuite_etudes: 30,
        emploi_6_mois_attendu: null,
        valeur_ajoutee: null,
      },
    ]);
    expect(await devenirOf('BTS - Services - Exemple sans chiffre')).toEqual([null]);
    expect(await devenirOf('BTS - Services - Exemple hors CFA')).toEqual([null]);
    expect(await devenirOf('BTS - Services - Exemple de démo')).toEqual([null]);
  });

  it('ne change rien au second passage', async () => {
    expect((await run()).imported).toBe(0);
  });

  it('donne les chiffres dans la recherche de formations, et rien à une formation sans CFA', async () => {
    const student = await atLevel(t, await createTestUser(t), 6);
    const { status, body } = await getAs(t, student, '/api/catalog/formations/search', { q: 'Exemple' });
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.items.map((item: { nm: string[] }) => [item.nm[0], item]));
    expect(byName['BTS - Services - Exemple de gestion'].devenir_apprentis).toMatchObject({
      millesimes: '2023-2024',
      emploi_6_mois: 64,
      emploi_12_mois: 71,
      valeur_ajoutee: -4,
    });
    expect(byName['BTS - Services - Exemple hors CFA']).not.toHaveProperty('devenir_apprentis');
    expect(byName['BTS - Services - Exemple sans chiffre']).not.toHaveProperty('devenir_apprentis');
  });

  it('retire au passage suivant les chiffres d’un CFA qui n’est plus dans le fichier', async () => {
    writeLines(LINES.filter((line) => !line.includes('0990001A')));
    // The CFA's row and its two formations.
    expect((await run()).imported).toBe(3);
    expect(await devenirOf('BTS - Services - Exemple de gestion')).toEqual([null]);
    expect(await devenirOf('BTS - Services - Exemple d’études')).not.toEqual([null]);
    expect((await run()).imported).toBe(0);
    writeLines(LINES);
  });
});
