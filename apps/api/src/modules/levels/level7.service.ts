import { evaluateSalary, type QuizQuestion, type SalaryEvaluation } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readJobSalary } from '../job-facts';

/** The salaries of the job a student names, decoded by the domain. Figures are never reworded. */
export async function evaluateJob(database: DatabaseHandle, job: string): Promise<SalaryEvaluation> {
  return evaluateSalary(await readJobSalary(database, job));
}

/** The full quiz (answers and explanations) for the same job, to score the level 7 salary step. */
export async function salaryQuizFor(database: DatabaseHandle, job: string): Promise<QuizQuestion[]> {
  return (await evaluateJob(database, job)).quiz;
}
