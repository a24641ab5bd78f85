import type { JobFacts } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readMetierSheet } from '../rome';
import { formationsForJob, offersForJob } from './job-catalog.repository';
import { readOnisepMetier } from './onisep-metier.repository';
import { findRomeFiche, romeCodesOf } from './rome-match.repository';
import { readSalaryFacts } from './salary.repository';

const FORMATIONS_PER_JOB = 5;

export interface JobFactsQuery {
  /** A job title (free text) or a ROME code. */
  job: string;
  /** "33 - Gironde" or "33": offers and formations there come first. */
  departement?: string | null;
}

/** Everything our data knows about a job, or only the asked title when no fiche matches. */
export async function readJobFacts(database: DatabaseHandle, query: JobFactsQuery): Promise<JobFacts> {
  const codeDepartement = departementCode(query.departement);
  const match = await findRomeFiche(database, query.job);
  const sheet = match ? await readMetierSheet(database, match.romeCode) : null;
  if (!match || !sheet) {
    return {
      ...unmatchedFacts(query.job),
      formations: await formationsForJob(
        database,
        { titles: [query.job], trainingPaths: [] },
        codeDepartement,
        FORMATIONS_PER_JOB,
      ),
      offers: { count: 0, departement: codeDepartement, sample: [] },
    };
  }
  const hint = /^[A-N]\d{4}$/i.test(query.job.trim()) ? sheet.title : query.job;
  const onisep = await readOnisepMetier(database, await romeCodesOf(database, sheet.romeCode), hint);
  const titles = [sheet.title, hint, ...(onisep ? [onisep.libelle] : [])];
  return {
    query: query.job,
    romeCode: sheet.romeCode,
    title: sheet.title,
    definition: sheet.definition,
    access: sheet.accesMetier,
    skills: sheet.keySkills,
    accessLevel: onisep?.accessLevel ?? null,
    trainingPaths: onisep?.formations ?? [],
    salary: await readSalaryFacts(database, sheet.romeCode, hint),
    formations: await formationsForJob(
      database,
      { titles, trainingPaths: onisep?.formations ?? [] },
      codeDepartement,
      FORMATIONS_PER_JOB,
    ),
    offers: {
      ...(await offersForJob(database, sheet.romeCode, codeDepartement)),
      departement: codeDepartement,
    },
  };
}

/**
 * Only the salaries of a job, read as `readJobFacts` reads them (same fiche, same ONISEP métier,
 * same DARES medians), without the catalogues: what level 7 decodes.
 */
export async function readJobSalary(
  database: DatabaseHandle,
  job: string,
): Promise<Pick<JobFacts, 'title' | 'romeCode' | 'salary'>> {
  const asked = job.trim();
  const match = await findRomeFiche(database, asked);
  const sheet = match ? await readMetierSheet(database, match.romeCode) : null;
  if (!sheet) return { title: asked, romeCode: null, salary: { beginner: null, medians: [] } };
  const hint = /^[A-N]\d{4}$/i.test(asked) ? sheet.title : asked;
  return {
    title: sheet.title,
    romeCode: sheet.romeCode,
    salary: await readSalaryFacts(database, sheet.romeCode, hint),
  };
}

function unmatchedFacts(job: string): Omit<JobFacts, 'formations' | 'offers'> {
  return {
    query: job,
    romeCode: null,
    title: job.trim(),
    definition: '',
    access: '',
    skills: [],
    accessLevel: null,
    trainingPaths: [],
    salary: { beginner: null, medians: [] },
  };
}

/** The code of a profile's département ("2B - Haute-Corse" → "2B"). */
export function departementCode(value: string | null | undefined): string | null {
  const code = value?.split(' - ')[0]?.trim().toUpperCase();
  return code && /^(\d{2,3}|2[AB])$/.test(code) ? code : null;
}
