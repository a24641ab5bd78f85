import { type AppConfig, loadConfig } from '../../config';
import { type LbaJob, parseLbaJobs } from '../../connectors/la-bonne-alternance/job-schema';
import {
  LaBonneAlternanceApiError,
  LaBonneAlternanceJobsClient,
  type LbaSearchCriteria,
} from '../../connectors/la-bonne-alternance/jobs-client';
import type { OffreRecord } from '../catalog/offre-record';
import { type ImportContext, type Importer, type ImportReport, RejectionLog } from './importer';
import { offreRecordFromLba } from './lba-offre-record';
import { finishOffresImport, upsertOffres } from './offres-upsert';
import { silentProgress } from './progress';
import { readDataFile, requireDataFile } from './read-data-file';

/** Saved answers of the API: a bare list of offers or the search answer {jobs: […]}. */
export const LBA_FILE_PATTERN = /^lba_jobs.*\.json(\.gz)?$/;

/** Valid offers → catalogue rows, each id once (`seen` spans the whole import). */
export function toLbaOffreRecords(
  jobs: readonly LbaJob[],
  rejections: RejectionLog,
  seen: Set<string>,
  duplicateReason = 'offre en double (même identifiant)',
): OffreRecord[] {
  const records: OffreRecord[] = [];
  for (const job of jobs) {
    if (seen.has(job.identifier.id)) {
      rejections.add(duplicateReason, job.identifier.id);
      continue;
    }
    seen.add(job.identifier.id);
    records.push(offreRecordFromLba(job));
  }
  return records;
}

function jobsOfFile(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  const jobs = (parsed as { jobs?: unknown } | null)?.jobs;
  return Array.isArray(jobs) ? jobs : [];
}

const list = (value?: string) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

/** LBA_DEPARTEMENTS ("33,2A"), else every imported département; none at all means one national search. */
async function departementsToQuery(context: ImportContext, listed?: string): Promise<string[]> {
  if (listed) return list(listed);
  const rows = await context.database.query<{ code: string }>(
    'SELECT code FROM geo_departements ORDER BY code',
  );
  return rows.map((row) => row.code);
}

/** Each département, crossed with each ROME code of LBA_ROME_CODES when there are some. */
export function searchCriteria(departements: string[], romeCodes: string[]): LbaSearchCriteria[] {
  const byRome = romeCodes.length ? romeCodes.map((code) => ({ romes: [code] })) : [{}];
  if (departements.length === 0) return byRome;
  return departements.flatMap((departement) => byRome.map((rome) => ({ departement, ...rome })));
}

const describe = (criteria: LbaSearchCriteria) =>
  [criteria.departement, ...(criteria.romes ?? [])].filter(Boolean).join(' ') || 'toute la France';

async function importFile(context: ImportContext): Promise<ImportReport> {
  const file = requireDataFile(context.dataDir, 'offres', LBA_FILE_PATTERN);
  const raw = jobsOfFile(JSON.parse(readDataFile(context.dataDir, file)));
  const rejections = new RejectionLog();
  const { jobs, rejected } = parseLbaJobs(raw);
  for (const { reason, example } of rejected) rejections.add(reason, example);
  const records = toLbaOffreRecords(jobs, rejections, new Set());
  const imported = await upsertOffres(context.database, records, context.progress);
  await finishOffresImport(context.database);
  return { read: raw.length, imported, rejected: rejections.list() };
}

async function importFromApi(
  context: ImportContext,
  settings: { apiUrl: string; token: string },
  env: NodeJS.ProcessEnv,
): Promise<ImportReport> {
  const client = new LaBonneAlternanceJobsClient(settings);
  const criteria = searchCriteria(
    await departementsToQuery(context, env.LBA_DEPARTEMENTS),
    list(env.LBA_ROME_CODES),
  );
  const rejections = new RejectionLog();
  const seen = new Set<string>();
  let read = 0;
  let imported = 0;
  context.progress.start('Offres La bonne alternance (requêtes)', criteria.length);
  for (const criterion of criteria) {
    try {
      const result = await client.search(criterion);
      read += result.received;
      for (const { reason, example } of result.rejected) rejections.add(reason, example);
      for (const warning of result.warnings)
        rejections.add(`avertissement de l’API : ${warning.message}`, describe(criterion));
      if (result.capped) {
        rejections.add(
          'plafond de 150 offres par source atteint : précisez LBA_ROME_CODES',
          describe(criterion),
        );
      }
      const records = toLbaOffreRecords(
        result.jobs,
        rejections,
        seen,
        'offre déjà reçue par une autre recherche',
      );
      imported += await upsertOffres(context.database, records, silentProgress);
    } catch (error) {
      // A refused token fails every search: stop. A failing search is noted, the others go on.
      if (!(error instanceof LaBonneAlternanceApiError) || error.status === 401 || error.status === 403)
        throw error;
      rejections.add(`recherche en échec : ${error.message}`, describe(criterion));
    }
    context.progress.tick();
  }
  context.progress.done();
  await finishOffresImport(context.database);
  return { read, imported, rejected: rejections.list() };
}

/**
 * Apprenticeship offers of La bonne alternance. With LBA_API_TOKEN, live from the API
 * (département by département — LBA_DEPARTEMENTS, else all imported ones — and by ROME code
 * when LBA_ROME_CODES is set); without it, from the saved answer offres/lba_jobs*.json.
 */
export function createLbaOffresImporter(
  getConfig: () => AppConfig = () => loadConfig(process.env),
  env: NodeJS.ProcessEnv = process.env,
): Importer {
  return {
    name: 'offres-lba',
    description:
      'Offres en alternance de La bonne alternance (API si LBA_API_TOKEN, sinon offres/lba_jobs*.json)',
    dependsOn: ['geo'],
    async run(context): Promise<ImportReport> {
      const { laBonneAlternance } = getConfig();
      if (!laBonneAlternance.token) return importFile(context);
      return importFromApi(
        context,
        { apiUrl: laBonneAlternance.apiUrl, token: laBonneAlternance.token },
        env,
      );
    },
  };
}
