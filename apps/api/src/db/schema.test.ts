import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/helper';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import * as schema from './schema/index';

const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
);

describe(`schéma Drizzle et migrations SQL concordent (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  it('déclare au moins une table', () => {
    expect(tables.length).toBeGreaterThan(0);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'la table %s a les colonnes du schéma',
    async (name, table) => {
      const rows = await database.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [name],
      );
      const actual = rows.map((row) => row.column_name).sort();
      const declared = getTableConfig(table)
        .columns.map((column) => column.name)
        .sort();
      expect(actual).toEqual(declared);
    },
  );
});
