import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

/** Which process claimed a run (kept beside the job, for whoever reads the table). */
const INSTANCE = `${os.hostname()}:${process.pid}`;

/**
 * A tick may come a little early (timers drift, instances start at different times): a run is
 * due once 90 % of the interval has passed since the last one started anywhere.
 */
const DUE_SHARE = 0.9;

/** A minute after start: soon enough after a deploy, late enough not to slow the start. */
const FIRST_TICK_MS = 60_000;

/**
 * Claims this interval's run of `job` for the caller: true for exactly one of the instances that
 * ask, false for the others until the interval has passed. One statement: when two instances
 * ask together, the second waits for the first's row and then finds it no longer due.
 */
export async function claimScheduledRun(database: Queryable, job: string, everyMs: number): Promise<boolean> {
  const rows = await database.query(
    `INSERT INTO scheduled_job_runs AS r (job, last_started_at, instance) VALUES ($1, now(), $3)
     ON CONFLICT (job) DO UPDATE SET last_started_at = now(), instance = EXCLUDED.instance
       WHERE r.last_started_at <= now() - make_interval(secs => $2::float8 / 1000)
     RETURNING job`,
    [job, everyMs * DUE_SHARE, INSTANCE],
  );
  return rows.length > 0;
}

export interface ScheduledJob {
  /** Also the key of its row in scheduled_job_runs. */
  name: string;
  everyMs: number;
  /** One pass; what it returns is logged. */
  run(): Promise<unknown>;
  /** The French words the logs use for this job. */
  label: string;
}

/**
 * Runs `job` on a timer, once per interval across all the instances sharing the database (never in
 * tests, which call the passes themselves). A failed pass is logged and retried at the next due tick.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  if (app.config.env === 'test') return;
  const tick = async () => {
    try {
      if (!(await claimScheduledRun(app.database, job.name, job.everyMs))) return;
      app.log.info({ job: job.name, result: await job.run() }, job.label);
    } catch (error) {
      app.log.error({ err: error, job: job.name }, `échec : ${job.label}`);
    }
  };
  const first = setTimeout(tick, FIRST_TICK_MS);
  const every = setInterval(tick, job.everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
