import type { JobSheet } from '../contracts/ai-chat';
import type { JobFacts, JobFormation } from './job-facts';
import { describeJob } from './job-sheet-description';
import { salaryLines } from './salary-lines';
import { typographicApostrophes } from './text';

/** Spec section 4: a sheet lists 3 to 5 schools or training paths. */
export const SHEET_MIN_SCHOOLS = 3;
export const SHEET_MAX_SCHOOLS = 5;

/** The offline job sheet: every word and figure comes from the facts (ROME, ONISEP, DARES, catalogue). */
export function offlineJobSheet(facts: JobFacts): JobSheet {
  const salary = salaryLines(facts.salary);
  return {
    jobTitle: facts.query,
    romeCode: facts.romeCode,
    title: typographicApostrophes(facts.title),
    description: describeJob(facts),
    skills: facts.skills.slice(0, 6).map(typographicApostrophes),
    salary: { beginner: salary.beginner, median: salary.median, sources: salary.sources },
    schools: sheetSchools(facts),
    origin: 'offline',
  };
}

/** Catalogue formations first; ONISEP's minimum formations fill in up to three. */
export function sheetSchools(facts: JobFacts): JobFormation[] {
  const schools = facts.formations.slice(0, SHEET_MAX_SCHOOLS);
  for (const path of facts.trainingPaths) {
    if (schools.length >= SHEET_MIN_SCHOOLS) break;
    if (!schools.some((school) => school.name === path)) schools.push({ name: path, place: null, url: null });
  }
  return schools.map((school) => ({ ...school, name: typographicApostrophes(school.name) }));
}

/** The sheet as one plain-text reply (no markdown), for clients that only read `reply`. */
export function jobSheetReply(sheet: JobSheet): string {
  const lines = [sheet.description, ''];
  lines.push(`Salaire d’un débutant : ${sheet.salary.beginner ?? 'pas de chiffre fiable dans nos données.'}`);
  lines.push(
    `Salaire médian en France : ${sheet.salary.median ?? 'pas de chiffre fiable dans nos données.'}`,
  );
  if (sheet.salary.sources.length) lines.push(`Sources : ${sheet.salary.sources.join(' ; ')}.`);
  if (sheet.schools.length) {
    lines.push('', 'Où te former :');
    for (const school of sheet.schools)
      lines.push(school.place ? `${school.name} (${school.place})` : school.name);
  }
  return lines.join('\n');
}
