import type { DatabaseHandle } from '../database';
import type { ImportContext, Importer, ImportReport } from './importer';

export interface ImportRunStarter {
  via: 'cli' | 'api';
  /** The staff member who pressed the button; null at the command line. */
  staffId: string | null;
}

export interface ImportRunRow extends Record<string, unknown> {
  id: number;
  importer: string;
  via: 'cli' | 'api';
  startedByEmail: string | null;
  startedAt: string;
  finishedAt: string | null;
  status: 'en_cours' | 'reussi' | 'echoue';
  read: number | null;
  imported: number | null;
  rejected: number | null;
  rejections: ImportReport['rejected'];
  error: string | null;
}

const UNIQUE_VIOLATION = '23505';

/** Thrown when the importer already runs (one run of each at a time, held by the database). */
export class ImportAlreadyRunningError extends Error {}

async function startRun(database: DatabaseHandle, name: string, starter: ImportRunStarter): Promise<number> {
  try {
    const [row] = await database.query<{ id: number }>(
      'INSERT INTO import_runs (importer, via, started_by) VALUES ($1, $2, $3) RETURNING id',
      [name, starter.via, starter.staffId],
    );
    return row!.id;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ImportAlreadyRunningError(`L’import « ${name} » tourne déjà.`);
    }
    throw error;
  }
}

/**
 * Runs an importer and keeps the run's record: started, then finished with its counts and
 * rejections, or failed with its (French) message. The error is rethrown to the caller.
 */
export async function runRecorded(
  importer: Importer,
  context: ImportContext,
  starter: ImportRunStarter,
): Promise<ImportReport> {
  const { database } = context;
  const id = await startRun(database, importer.name, starter);
  try {
    const report = await importer.run(context);
    const rejected = report.rejected.reduce((sum, rejection) => sum + rejection.count, 0);
    await database.query(
      `UPDATE import_runs SET status = 'reussi', finished_at = now(), read_count = $2, imported_count = $3,
         rejected_count = $4, rejections = $5 WHERE id = $1`,
      [id, report.read, report.imported, rejected, JSON.stringify(report.rejected.slice(0, 20))],
    );
    return report;
  } catch (error) {
    await database.query(
      "UPDATE import_runs SET status = 'echoue', finished_at = now(), error = $2 WHERE id = $1",
      [id, error instanceof Error ? error.message.slice(0, 1000) : String(error)],
    );
    throw error;
  }
}

/** The last runs, newest first. */
export function listImportRuns(database: DatabaseHandle, limit: number): Promise<ImportRunRow[]> {
  return database.query<ImportRunRow>(
    `SELECT r.id, r.importer, r.via, u.email AS "startedByEmail",
            to_char(r.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startedAt",
            to_char(r.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "finishedAt",
            r.status, r.read_count AS read, r.imported_count AS imported, r.rejected_count AS rejected,
            r.rejections, r.error
       FROM import_runs r LEFT JOIN users u ON u.id = r.started_by
      ORDER BY r.started_at DESC, r.id DESC
      LIMIT $1`,
    [limit],
  );
}
