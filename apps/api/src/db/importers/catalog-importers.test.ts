import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase, testDatabaseKind } from '../../../test/helper';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { writeCatalogFixtures } from './catalog-fixtures';
import { formationsImporter } from './formations-importer';
import { geoImporter } from './geo-importer';
import type { Importer, ImportReport } from './importer';
import { offresImporter } from './offres-importer';
import { silentProgress } from './progress';

const reasons = (report: ImportReport) => Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));

describe(`importeurs des catalogues sur des fichiers d’exemple (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const run = (importer: Importer) => importer.run({ database, dataDir, progress: silentProgress });

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    dataDir = writeCatalogFixtures();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('géographie : importe, refuse les lignes invalides, puis ne change plus rien', async () => {
    const first = await run(geoImporter);
    expect(first).toMatchObject({ read: 9, imported: 7 });
    expect(reasons(first)).toEqual({
      'régions : code région absent ou invalide': 1,
      'communes : code commune absent ou invalide': 1,
    });
    expect((await run(geoImporter)).imported).toBe(0);
  });

  it('formations : fusionne, refuse avec raisons, enrichit (ONISEP, lycées), idempotent', async () => {
    const first = await run(formationsImporter);
    expect(first.read).toBe(9);
    expect(reasons(first)).toEqual({
      'ligne identique à une ligne précédente (doublon exact)': 1,
      'code UAI absent ou invalide': 1,
      'formation de la cartographie déjà présente dans le fichier 2025 : fusionnée avec elle': 1,
      'enregistrement sans intitulé (nm) ni identifiant': 1,
    });
    const rows = await database.query<Record<string, unknown>>(
      'SELECT nm, nmc, etab_url, email, telephone, typeformation, niveau, departement, region, code_region, fiche FROM catalog_formations ORDER BY sort_key, id',
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      nm: ['BTS - Production - Conception de produits'],
      etab_url: 'https://lycee-paris.example.org/',
      email: 'ce.0750003C@example.org',
      telephone: '01 40 00 00 00',
      typeformation: 'Brevet de technicien supérieur',
      niveau: 'Bac + 2',
      departement: 'Paris',
      region: 'Île-de-France',
    });
    const merged = rows.find((row) => (row.nm as string[])[0] === 'BTS - Services - Informatique de gestion');
    expect(merged).toMatchObject({
      nmc: 'BTS-IG',
      etab_url: 'http://www.lycee-exemple.example.org/',
      fiche: expect.stringContaining('parcoursup'),
    });
    const engineer = rows.find((row) => (row.nm as string[])[0]!.startsWith('Formation d ingenieur'));
    expect(engineer).toMatchObject({
      typeformation: "Diplôme d'ingénieur",
      niveau: 'Bac + 5',
      code_region: '75',
    });
    const licence = rows.find((row) => (row.nm as string[])[0] === 'Licence - Psychologie');
    expect(licence?.etab_url).toBeNull();

    const second = await run(formationsImporter);
    expect(second.imported).toBe(0);
  });

  it('formations : retire les lignes disparues de la source et les lignes de démonstration', async () => {
    await database.query(
      `INSERT INTO catalog_formations (source, source_id, nm) VALUES ('parcoursup_csv', 'disparue', '{Ancienne}'), ('demo', 'd1', '{Démo}')`,
    );
    expect((await run(formationsImporter)).imported).toBe(1);
    const left = await database.query(
      "SELECT 1 FROM catalog_formations WHERE source_id IN ('disparue', 'd1')",
    );
    expect(left).toEqual([]);
  });

  it('offres : garde les champs de la spécification, refuse avec raisons, idempotent', async () => {
    const first = await run(offresImporter);
    expect(first).toMatchObject({ read: 5, imported: 2 });
    expect(reasons(first)).toEqual({
      'offre en double (même identifiant)': 1,
      'intitulé absent': 1,
      'date de création absente ou invalide': 1,
    });
    const rows = await database.query<Record<string, unknown>>(
      `SELECT id, code_departement, entreprise_logo, alternance, competences, temps_partiel, heures_hebdo
         FROM catalog_offres ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: 'F1',
        code_departement: '33',
        entreprise_logo: null,
        alternance: false,
        competences: ['Accueillir un client'],
        temps_partiel: null,
        heures_hebdo: null,
      },
      {
        id: 'F2',
        code_departement: '2A',
        entreprise_logo: null,
        alternance: true,
        competences: ['Accueillir un client'],
        temps_partiel: true,
        heures_hebdo: 24.5,
      },
    ]);
    expect((await run(offresImporter)).imported).toBe(0);
  });

  it('formations et offres : l’import laisse les tables nettoyées (les comptes lisent les index seuls)', async () => {
    await run(formationsImporter);
    await run(offresImporter);
    const tables = await database.query<{ relname: string; visible: number; pages: number }>(
      `SELECT relname, relallvisible::int AS visible, relpages::int AS pages FROM pg_class
        WHERE relname IN ('catalog_formations', 'catalog_offres') ORDER BY relname`,
    );
    expect(tables.map((t) => t.relname)).toEqual(['catalog_formations', 'catalog_offres']);
    for (const table of tables) expect(table.visible, table.relname).toBe(table.pages);
  });
});

const SHARED_DATA = findDataDir() ?? '';

describeWithData(`importeurs sur les vrais fichiers (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  const run = (importer: Importer) =>
    importer.run({ database, dataDir: SHARED_DATA, progress: silentProgress });
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  it('donne les nombres attendus, puis un second passage ne change rien', { timeout: 300_000 }, async () => {
    expect(await run(geoImporter)).toMatchObject({ read: 37_615, imported: 37_615, rejected: [] });
    const formations = await run(formationsImporter);
    expect(formations).toMatchObject({ read: 14_431, imported: 13_468 });
    expect(reasons(formations)).toEqual({
      'ligne identique à une ligne précédente (doublon exact)': 896,
      'formation de la cartographie déjà présente dans le fichier 2025 : fusionnée avec elle': 65,
      'code UAI absent ou invalide': 2,
    });
    expect(await run(offresImporter)).toMatchObject({ read: 6_150, imported: 6_150, rejected: [] });

    expect((await run(geoImporter)).imported).toBe(0);
    expect((await run(formationsImporter)).imported).toBe(0);
    expect((await run(offresImporter)).imported).toBe(0);
  });
});
