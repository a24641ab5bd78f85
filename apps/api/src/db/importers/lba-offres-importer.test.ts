import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase, testConfig, testDatabaseKind } from '../../../test/helper';
import {
  type FakeLaBonneAlternance,
  startFakeLaBonneAlternance,
} from '../../connectors/la-bonne-alternance/fake-la-bonne-alternance';
import { anLbaJob } from '../../connectors/la-bonne-alternance/lba-test-jobs';
import { searchOffres } from '../../modules/offres/offres.repository';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import type { ImportReport } from './importer';
import { createLbaOffresImporter, searchCriteria } from './lba-offres-importer';
import { silentProgress } from './progress';
import { MissingDataFileError } from './read-data-file';

const reasons = (report: ImportReport) => Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));

/** Invented offers: three good ones, one twice, one without title, one already filled. */
const FIXTURE = [
  anLbaJob('f-bordeaux', {
    title: 'Apprenti développeur web',
    address: '33000 Bordeaux',
    brand: 'Pixel Fictif',
  }),
  anLbaJob('f-ajaccio', {
    title: 'Apprentie boulangère',
    address: '20000 Ajaccio',
    coordinates: [8.74, 41.93],
    romes: ['D1102'],
    types: ['Professionnalisation'],
  }),
  anLbaJob('f-reunion', { title: 'Alternant comptable', address: '97400 Saint-Denis', romes: ['M1203'] }),
  anLbaJob('f-bordeaux', { title: 'Apprenti développeur web' }),
  anLbaJob('f-sans-titre', { title: '' }),
  anLbaJob('f-pourvue', { status: 'Filled' }),
];

function writeDataDir(jobs: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-lba-'));
  fs.mkdirSync(path.join(dir, 'offres'));
  fs.writeFileSync(path.join(dir, 'offres', 'lba_jobs_fixture.json'), JSON.stringify(jobs));
  return dir;
}

describe(`import des offres La bonne alternance (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let server: FakeLaBonneAlternance;
  const offline = createLbaOffresImporter(() => testConfig(), {});
  const live = (env: NodeJS.ProcessEnv) =>
    createLbaOffresImporter(
      () => testConfig({ LBA_API_URL: server.apiUrl, LBA_API_TOKEN: server.token }),
      env,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    dataDir = writeDataDir(FIXTURE);
    server = await startFakeLaBonneAlternance([
      anLbaJob('api-lyon-1', { address: '69001 Lyon', romes: ['M1805'] }),
      anLbaJob('api-lyon-2', { address: '69003 Lyon', romes: ['G1602'] }),
      anLbaJob('api-bastia', { address: '20200 Bastia', romes: ['M1805'] }),
      anLbaJob('api-lyon-3', { address: '69007 Lyon', title: '' }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sans jeton, lit le fichier : compte lus, importés et rejetés, puis ne change plus rien', async () => {
    const first = await offline.run({ database, dataDir, progress: silentProgress });
    expect(first).toMatchObject({ read: 6, imported: 3 });
    expect(reasons(first)).toEqual({
      'offre en double (même identifiant)': 1,
      'intitulé absent': 1,
      'offre qui n’est plus ouverte (pourvue ou annulée)': 1,
    });
    const rows = await database.query<Record<string, unknown>>(
      `SELECT id, source, alternance, type_contrat, code_departement, lieu_travail_libelle, entreprise_nom
         FROM catalog_offres WHERE source = 'la-bonne-alternance' ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: 'lba-f-ajaccio',
        source: 'la-bonne-alternance',
        alternance: true,
        type_contrat: 'PRO',
        code_departement: '2A',
        lieu_travail_libelle: '2A - Ajaccio',
        entreprise_nom: 'Atelier Imaginaire',
      },
      {
        id: 'lba-f-bordeaux',
        source: 'la-bonne-alternance',
        alternance: true,
        type_contrat: 'APP',
        code_departement: '33',
        lieu_travail_libelle: '33 - Bordeaux',
        entreprise_nom: 'Pixel Fictif',
      },
      {
        id: 'lba-f-reunion',
        source: 'la-bonne-alternance',
        alternance: true,
        type_contrat: 'APP',
        code_departement: '974',
        lieu_travail_libelle: '974 - Saint-Denis',
        entreprise_nom: 'Atelier Imaginaire',
      },
    ]);
    const again = await offline.run({ database, dataDir, progress: silentProgress });
    expect(again).toMatchObject({ read: 6, imported: 0 });
  });

  it('la recherche d’offres en alternance les trouve, pas celle des autres offres', async () => {
    const window = { limit: 20, offset: 0 };
    const alternance = await searchOffres(database, { alternance: true }, window);
    expect(alternance.rows.map((row) => row.id)).toEqual(
      expect.arrayContaining(['lba-f-bordeaux', 'lba-f-ajaccio', 'lba-f-reunion']),
    );
    const boulangere = await searchOffres(database, { alternance: true, q: 'boulangère' }, window);
    expect(boulangere.rows.map((row) => row.id)).toEqual(['lba-f-ajaccio']);
    const autres = await searchOffres(database, { alternance: false }, window);
    expect(autres.rows.some((row) => row.id.startsWith('lba-'))).toBe(false);
  });

  it('sans jeton ni fichier, dit quel fichier manque', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-lba-vide-'));
    await expect(offline.run({ database, dataDir: empty, progress: silentProgress })).rejects.toThrow(
      MissingDataFileError,
    );
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('avec un jeton, interroge l’API département par département, puis ne change plus rien', async () => {
    const first = await live({ LBA_DEPARTEMENTS: '69, 2b' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(first).toMatchObject({ read: 4, imported: 3 });
    expect(reasons(first)).toEqual({ 'intitulé absent': 1 });
    expect(server.stats.queries.slice(-2).map((query) => query.get('departements'))).toEqual(['69', '2B']);
    const bastia = await database.query<{ code_departement: string }>(
      "SELECT code_departement FROM catalog_offres WHERE id = 'lba-api-bastia'",
    );
    expect(bastia).toEqual([{ code_departement: '2B' }]);
    const again = await live({ LBA_DEPARTEMENTS: '69,2B' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(again).toMatchObject({ read: 4, imported: 0 });
  });

  it('croise départements et codes ROME, sans compter deux fois une offre', async () => {
    const before = server.stats.searches;
    const report = await live({ LBA_DEPARTEMENTS: '69', LBA_ROME_CODES: 'M1805,G1602' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(server.stats.searches - before).toBe(2);
    expect(server.stats.queries.slice(-2).map((query) => query.get('romes'))).toEqual(['M1805', 'G1602']);
    // M1805 brings Lyon 1 and the offer without title, G1602 brings Lyon 2.
    expect(report).toMatchObject({ read: 3, imported: 0 });
    expect(searchCriteria([], [])).toEqual([{}]);
    expect(searchCriteria(['33'], [])).toEqual([{ departement: '33' }]);
  });

  it('note une recherche en panne et continue ; un jeton refusé arrête tout', async () => {
    server.failNext(500);
    const report = await live({ LBA_DEPARTEMENTS: '69,2B' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(report.read).toBe(1);
    expect(report.rejected[0]?.reason).toMatch(/^recherche en échec : La bonne alternance est en panne/);
    const refused = createLbaOffresImporter(
      () => testConfig({ LBA_API_URL: server.apiUrl, LBA_API_TOKEN: 'jeton-inconnu' }),
      { LBA_DEPARTEMENTS: '69' },
    );
    await expect(refused.run({ database, dataDir: '', progress: silentProgress })).rejects.toThrow(
      /LBA_API_TOKEN/,
    );
  });
});

describeWithData('import du vrai échantillon La bonne alternance (lu dans shared/data)', () => {
  it('importe chaque offre une fois, toutes en alternance, idempotent', async () => {
    const dataDir = findDataDir()!;
    const database = await openTestDatabase();
    try {
      await migrate(database);
      const raw = JSON.parse(fs.readFileSync(path.join(dataDir, 'offres/lba_jobs_sample_76.json'), 'utf8'));
      const distinct = new Set(raw.map((job: { identifier: { id: string } }) => job.identifier.id)).size;
      const importer = createLbaOffresImporter(() => testConfig(), {});
      const first = await importer.run({ database, dataDir, progress: silentProgress });
      expect(first).toMatchObject({ read: raw.length, imported: distinct });
      const [summary] = await database.query<{ n: number; alternance: number; placed: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE alternance)::int AS alternance,
                count(*) FILTER (WHERE code_departement IS NOT NULL)::int AS placed
           FROM catalog_offres WHERE source = 'la-bonne-alternance'`,
      );
      expect(summary).toEqual({ n: distinct, alternance: distinct, placed: distinct });
      expect((await importer.run({ database, dataDir, progress: silentProgress })).imported).toBe(0);
    } finally {
      await database.close();
    }
  });
});
