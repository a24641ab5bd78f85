import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, testDatabaseKind } from '../../../test/helper';
import {
  type FakeFranceTravail,
  startFakeFranceTravail,
} from '../../connectors/france-travail/fake-france-travail';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { createOffresApiImporter } from './offres-api-importer';
import { silentProgress } from './progress';

describe(`import des offres par l’API France Travail (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let server: FakeFranceTravail;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    const offres = Array.from({ length: 320 }, (_, i) => ({
      id: `A${i}`,
      intitule: i % 2 ? 'Développeur web' : 'Serveur',
      dateCreation: '2025-11-13T10:00:00.000Z',
      romeCode: i % 2 ? 'M1805' : 'G1603',
      lieuTravail: { libelle: `${i % 4 === 0 ? '69' : '33'} - Ville` },
    }));
    server = await startFakeFranceTravail([...offres, { id: 'BAD', lieuTravail: { libelle: '33 - Ville' } }]);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const importer = (env: NodeJS.ProcessEnv) =>
    createOffresApiImporter(
      () =>
        testConfig({
          FRANCE_TRAVAIL_CLIENT_ID: server.clientId,
          FRANCE_TRAVAIL_CLIENT_SECRET: server.clientSecret,
          FRANCE_TRAVAIL_TOKEN_URL: server.tokenUrl,
          FRANCE_TRAVAIL_API_URL: server.apiUrl,
        }),
      env,
    );

  it('interroge chaque département demandé, enregistre les offres et refuse les illisibles', async () => {
    const report = await importer({ FRANCE_TRAVAIL_DEPARTEMENTS: '33,69' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(report).toMatchObject({ read: 321, imported: 320 });
    expect(report.rejected.map((r) => [r.reason, r.count])).toEqual([['intitulé absent', 1]]);
    const again = await importer({ FRANCE_TRAVAIL_DEPARTEMENTS: '33,69' }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(again.imported).toBe(0);
  });

  it('peut aussi interroger par code ROME', async () => {
    const report = await importer({
      FRANCE_TRAVAIL_DEPARTEMENTS: '33',
      FRANCE_TRAVAIL_ROME_CODES: 'M1805',
    }).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(report.read).toBe(160);
  });

  it('sans identifiants, n’appelle rien et le dit', async () => {
    const report = await createOffresApiImporter(() => testConfig()).run({
      database,
      dataDir: '',
      progress: silentProgress,
    });
    expect(report.read).toBe(0);
    expect(report.rejected[0]?.reason).toContain('connecteur non configuré');
  });
});
