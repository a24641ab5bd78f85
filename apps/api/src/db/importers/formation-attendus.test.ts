import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/helper';
import { linkFormationAttendus } from '../catalog/formation-attendus';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { FIXTURE_BUT_INFO_ATTENDUS, writeAttendusDataDir } from './attendus-fixtures';
import { formationsImporter } from './formations-importer';
import { silentProgress } from './progress';

describe(`attendus des formations à l’import (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const run = () => formationsImporter.run({ database, dataDir, progress: silentProgress });
  const links = () =>
    database.query<{ nm: string; key: string | null }>(
      'SELECT nm[1] AS nm, attendus_key AS key FROM catalog_formations ORDER BY nm[1]',
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    dataDir = writeAttendusDataDir();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('range les attendus par mention et y relie les formations ; refuse les fiches cassées', async () => {
    const report = await run();
    expect(report).toMatchObject({ read: 7, imported: 7 });
    expect(report.rejected.map((rejection) => rejection.reason)).toEqual([
      'fiche ONISEP illisible (XML mal formé) : attendus ignorés',
      'fiche ONISEP à attendus sans identifiant FOR.xxx ou sans libellé',
      'fiche ONISEP dont les attendus n’ont aucun élément lisible',
    ]);
    const [but] = await database.query<{
      libelle: string;
      attendus: string[];
      source: string;
      source_url: string;
    }>(
      "SELECT libelle, attendus, source, source_url FROM formation_attendus WHERE mention_key = 'but:informatique'",
    );
    expect(but).toEqual({
      libelle: 'BUT informatique',
      attendus: FIXTURE_BUT_INFO_ATTENDUS,
      source: 'onisep',
      source_url: 'https://www.onisep.fr/http/redirection/formation/slug/FOR.11',
    });
    expect(await links()).toEqual([
      { nm: 'BTS - Production - Maintenance des engins', key: null },
      {
        nm: 'BTS - Production - Maintenance des engins option engins agricoles',
        key: 'bts:maintenance engin/engin agricole',
      },
      { nm: 'BUT - Informatique', key: 'but:informatique' },
      { nm: 'CPGE - MPSI', key: null },
      { nm: 'D.E Infirmier', key: 'de:infirmier' },
      { nm: 'Licence - Droit', key: null },
      { nm: 'Licence - Histoire - Parcours Europe', key: 'licence:histoire' },
    ]);
  });

  it('un second passage ne change rien', async () => {
    const before = await database.query('SELECT * FROM formation_attendus ORDER BY mention_key');
    expect((await run()).imported).toBe(0);
    expect(await database.query('SELECT * FROM formation_attendus ORDER BY mention_key')).toEqual(before);
    expect(await linkFormationAttendus(database)).toBe(0);
  });

  it('retire les attendus disparus de la source et ceux de la démo, et délie leurs formations', async () => {
    await database.query(
      `INSERT INTO formation_attendus (mention_key, libelle, attendus, source)
       VALUES ('bts:ancienne', 'BTS ancien', '{Un attendu d''autrefois}', 'onisep'),
              ('licence:droit', 'Licence Droit (démo)', '{Un attendu de démonstration}', 'demo')`,
    );
    expect(await linkFormationAttendus(database)).toBe(1);
    expect((await links()).find((row) => row.nm === 'Licence - Droit')?.key).toBe('licence:droit');
    await database.query(
      "UPDATE catalog_formations SET attendus_key = 'bts:ancienne' WHERE nm[1] = 'CPGE - MPSI'",
    );

    await run();
    const keys = await database.query<{ mention_key: string }>(
      "SELECT mention_key FROM formation_attendus WHERE mention_key IN ('bts:ancienne', 'licence:droit')",
    );
    expect(keys).toEqual([]);
    const unlinked = (await links()).filter((row) => ['CPGE - MPSI', 'Licence - Droit'].includes(row.nm));
    expect(unlinked.map((row) => row.key)).toEqual([null, null]);
  });
});
