import { evaluateSalary, type QuizQuestion, type SalaryEvaluation } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { findRomeFiche } from '../job-facts/rome-match.repository';
import { readSalaryFacts } from '../job-facts/salary.repository';
import { readMetierSheet } from '../rome/metier-sheet.repository';

const ROME_CODE = /^[A-N]\d{4}$/i;

/**
 * The salaries of the job a student names, read as the job sheet reads them (same fiche, same
 * ONISEP métier, same DARES medians), then decoded by the domain. Figures are never reworded.
 */
export async function evaluateJob(database: DatabaseHandle, job: string): Promise<SalaryEvaluation> {
  const asked = job.trim();
  const match = await findRomeFiche(database, asked);
  const sheet = match ? await readMetierSheet(database, match.romeCode) : null;
  if (!sheet) {
    return evaluateSalary({ title: asked, romeCode: null, salary: { beginner: null, medians: [] } });
  }
  // As readJobFacts: the student's own words pick the closest ONISEP métier of the fiche.
  const hint = ROME_CODE.test(asked) ? sheet.title : asked;
  return evaluateSalary({
    title: sheet.title,
    romeCode: sheet.romeCode,
    salary: await readSalaryFacts(database, sheet.romeCode, hint),
  });
}

/** The full quiz (answers and explanations) for the same job, to score the level 7 salary step. */
export async function salaryQuizFor(database: DatabaseHandle, job: string): Promise<QuizQuestion[]> {
  return (await evaluateJob(database, job)).quiz;
}
