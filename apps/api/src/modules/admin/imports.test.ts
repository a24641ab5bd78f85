import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { runRecorded } from '../../db/importers/import-runs';
import type { Importer } from '../../db/importers/importer';

/** An importer of our own that reads a little JSON file: enough to exercise the run's record. */
const countingImporter: Importer = {
  name: 'essai-comptage',
  description: 'Compte les lignes d’un fichier d’essai',
  async run({ dataDir }) {
    const rows = JSON.parse(fs.readFileSync(path.join(dataDir, 'lignes.json'), 'utf8')) as string[];
    const bad = rows.filter((row) => !row.trim());
    return {
      read: rows.length,
      imported: rows.length - bad.length,
      rejected: bad.length ? [{ reason: 'ligne vide', count: bad.length, examples: ['""'] }] : [],
    };
  },
};

describe(`journal des imports et lancement depuis l’espace équipe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-imports-'));
    t = await buildTestApp({ DECLIC_DATA_DIR: dataDir });
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const overview = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: staff.headers })).json();
  const context = () => ({ database: t.database, dataDir, progress: { start() {}, tick() {}, done() {} } });

  it('garde chaque passage : comptes et rejets, ou l’erreur', async () => {
    fs.writeFileSync(path.join(dataDir, 'lignes.json'), JSON.stringify(['a', ' ', 'b']));
    await runRecorded(countingImporter, context(), { via: 'cli', staffId: null });
    fs.writeFileSync(path.join(dataDir, 'lignes.json'), 'pas du JSON');
    await expect(runRecorded(countingImporter, context(), { via: 'cli', staffId: null })).rejects.toThrow();

    const runs = (await overview()).runs.filter(
      (run: { importer: string }) => run.importer === 'essai-comptage',
    );
    expect(runs[0]).toMatchObject({ status: 'echoue', via: 'cli', read: null });
    expect(runs[0].error).toMatch(/JSON/);
    expect(runs[1]).toMatchObject({
      status: 'reussi',
      read: 3,
      imported: 2,
      rejected: 1,
      rejections: [{ reason: 'ligne vide', count: 1 }],
    });
  });

  it('liste les importeurs, et ne lance un import que sur PostgreSQL', async () => {
    const { importers, canRunHere } = await overview();
    expect(importers.map((importer: { name: string }) => importer.name)).toContain('geo');
    expect(canRunHere).toBe(testDatabaseKind === 'postgres');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/inconnu',
      headers: staff.headers,
      payload: { reason: 'Essai' },
    });
    expect(unknown.statusCode).toBe(404);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/geo',
      headers: staff.headers,
      payload: { reason: 'Nouveau COG de l’Insee' },
    });
    if (testDatabaseKind === 'pglite') {
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toContain('npm run import -- geo');
      return;
    }
    expect(started.statusCode).toBe(202);
    await t.app.background.flush();
    // The data folder has no INSEE files: the run fails, and says why.
    const [run] = (await overview()).runs.filter((row: { importer: string }) => row.importer === 'geo');
    expect(run).toMatchObject({ status: 'echoue', via: 'api', startedByEmail: staff.email });
    expect(run.error).toBeTruthy();
    const [audit] = await t.database.query<{ reason: string }>(
      "SELECT reason FROM staff_audit WHERE action = 'import_lance'",
    );
    expect(audit?.reason).toBe('Nouveau COG de l’Insee');
  });
});
