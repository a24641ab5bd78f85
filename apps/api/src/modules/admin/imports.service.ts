import type { ImportsOverview } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { ImportAlreadyRunningError, listImportRuns, runRecorded } from '../../db/importers/import-runs';
import type { Progress } from '../../db/importers/progress';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import type { Background } from '../../plugins/background';
import { HttpError } from '../../plugins/errors';

export interface ImportDeps {
  database: DatabaseHandle;
  background: Background;
  /** Where the open-data files are (DECLIC_DATA_DIR), as for `npm run import`. */
  openDataDir: string;
}

/** The importers (and their parsers: YAML, XML, CSV) load when the staff opens imports, not at start. */
const registry = () => import('../../db/importers/registry');

/** Nobody watches a bar in the staff area: the run's record says how it went. */
const quietProgress: Progress = { start() {}, tick() {}, done() {} };

export async function importsOverview(database: DatabaseHandle): Promise<ImportsOverview> {
  const { importers } = await registry();
  return {
    importers: importers.map(({ name, description }) => ({ name, description })),
    canRunHere: database.kind === 'postgres',
    runs: await listImportRuns(database, 50),
  };
}

/**
 * Starts an importer in the background and answers at once; the run's record (import_runs)
 * follows it. Refused on the embedded database, whose single connection the site needs.
 */
export async function startImport(
  deps: ImportDeps,
  actor: StaffActor,
  name: string,
): Promise<{ message: string }> {
  const importer = (await registry()).findImporter(name);
  if (!importer)
    throw new HttpError(404, 'importeur_inconnu', `Aucun importeur ne s’appelle «\u202f${name}\u202f».`);
  if (deps.database.kind !== 'postgres') {
    throw new HttpError(
      409,
      'import_base_embarquee',
      `Avec la base embarquée, un import bloquerait le site\u202f: arrêtez le serveur et lancez «\u202fnpm run import -- ${name}\u202f».`,
    );
  }
  const running = await deps.database.query(
    "SELECT 1 FROM import_runs WHERE importer = $1 AND status = 'en_cours'",
    [name],
  );
  if (running.length > 0)
    throw new HttpError(409, 'import_en_cours', `L’import «\u202f${name}\u202f» tourne déjà.`);
  await recordStaffAction(deps.database, actor, 'import_lance', null, { importer: name });
  deps.background.run(`import ${name}`, async () => {
    try {
      await runRecorded(
        importer,
        { database: deps.database, dataDir: deps.openDataDir, progress: quietProgress },
        { via: 'api', staffId: actor.staffId },
      );
    } catch (error) {
      // The failure is in the run's record; a second press while it ran is not one.
      if (!(error instanceof ImportAlreadyRunningError)) throw error;
    }
  });
  return { message: `Import «\u202f${name}\u202f» lancé\u202f: son passage s’affiche ci-dessous.` };
}
