import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/helper';
import type { DatabaseHandle } from '../db/database';
import { migrate } from '../db/migrate';
import { claimScheduledRun } from './scheduled-jobs';

const HOUR_MS = 3_600_000;

describe(`tâches planifiées : une seule instance par passage (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  const startedMinutesAgo = (job: string, minutes: number) =>
    database.query(
      `UPDATE scheduled_job_runs SET last_started_at = now() - make_interval(mins => $2) WHERE job = $1`,
      [job, minutes],
    );

  it('le premier qui demande prend le passage, les suivants attendent l’intervalle', async () => {
    expect(await claimScheduledRun(database, 'relance', HOUR_MS)).toBe(true);
    expect(await claimScheduledRun(database, 'relance', HOUR_MS)).toBe(false);
    await startedMinutesAgo('relance', 40);
    expect(await claimScheduledRun(database, 'relance', HOUR_MS)).toBe(false);
    // A tick a few minutes early (timers drift) still runs the job.
    await startedMinutesAgo('relance', 56);
    expect(await claimScheduledRun(database, 'relance', HOUR_MS)).toBe(true);
    expect(await claimScheduledRun(database, 'relance', HOUR_MS)).toBe(false);
  });

  it('chaque tâche a son propre passage', async () => {
    expect(await claimScheduledRun(database, 'purge', 24 * HOUR_MS)).toBe(true);
    expect(await claimScheduledRun(database, 'accords', HOUR_MS)).toBe(true);
  });

  it('six instances qui demandent ensemble : une seule l’obtient', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimScheduledRun(database, 'ensemble', HOUR_MS)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await startedMinutesAgo('ensemble', 61);
    const again = await Promise.all(
      Array.from({ length: 6 }, () => claimScheduledRun(database, 'ensemble', HOUR_MS)),
    );
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});
