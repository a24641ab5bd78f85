import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/helper';
import type { DatabaseHandle } from './database';

describe(`transactions de la base (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.exec('CREATE TABLE tx_probe (value integer NOT NULL)');
  });
  afterAll(() => database.close());

  const values = async () =>
    (await database.query<{ value: number }>('SELECT value FROM tx_probe ORDER BY value')).map(
      (row) => row.value,
    );

  it('garde tout ce que le travail a écrit quand il réussit, et rend son résultat', async () => {
    const result = await database.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (value) VALUES ($1), ($2)', [1, 2]);
      const [row] = await tx.query<{ total: number }>('SELECT sum(value)::int AS total FROM tx_probe');
      return row!.total;
    });
    expect(result).toBe(3);
    expect(await values()).toEqual([1, 2]);
  });

  it('annule tout quand le travail échoue, et laisse passer l’erreur', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (value) VALUES ($1)', [10]);
        await tx.query('INSERT INTO tx_probe (value) VALUES ($1)', [null]);
      }),
    ).rejects.toThrow();
    expect(await values()).toEqual([1, 2]);
  });

  it('reste utilisable après une transaction annulée', async () => {
    await database.transaction((tx) => tx.query('INSERT INTO tx_probe (value) VALUES ($1)', [4]));
    expect(await values()).toEqual([1, 2, 4]);
  });
});
