import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/helper';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';

describe(`batchUpsert (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.exec('CREATE TABLE t (code text PRIMARY KEY, label text, n int)');
  });
  afterAll(() => database.close());

  const spec = { table: 't', columns: ['code', 'label', 'n'], conflict: ['code'] };

  it('insère, puis ne change rien au second passage, puis met à jour ce qui a changé', async () => {
    const rows = Array.from({ length: 25_000 }, (_, i) => [`c${i}`, `libellé ${i}`, i]);
    expect(await batchUpsert(database, spec, rows)).toBe(25_000);
    expect(await batchUpsert(database, spec, rows)).toBe(0);
    rows[3] = ['c3', 'nouveau', 3];
    expect(await batchUpsert(database, spec, rows)).toBe(1);
    const [row] = await database.query<{ label: string }>("SELECT label FROM t WHERE code = 'c3'");
    expect(row?.label).toBe('nouveau');
  });
});
