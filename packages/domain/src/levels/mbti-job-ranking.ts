import { isRiasecLetter, type RiasecLetter } from '../riasec/letters';
import { MBTI_JOBS, type MbtiJob } from './mbti-jobs';

/** What the ROME fiche of a table job brings: its RIASEC codes and key skills. */
export interface MbtiJobFiche {
  riasecMajeur: RiasecLetter;
  riasecMineur: RiasecLetter | null;
  keySkills: readonly string[];
}

export interface RankedMbtiJob extends MbtiJob {
  skills: string[];
  riasecMajeur?: RiasecLetter;
  riasecMineur?: RiasecLetter | null;
  /** Agreement of the fiche's RIASEC codes with the student's Holland code (0 when unknown). */
  riasecAgreement: number;
  /** True for the jobs of the student's own type, false for a close neighbour's. */
  ownType: boolean;
}

/** Results page limit (spec section 9): at most 6 jobs. */
export const MAX_MBTI_JOBS = 6;
const MAX_SKILLS = 4;

/**
 * Agreement of a fiche with a Holland code such as « RIA »: the student's first letter weighs
 * 3, the second 2, the third 1; the fiche's major code counts double its minor one.
 */
export function riasecAgreement(fiche: MbtiJobFiche | undefined, hollandCode: string | null): number {
  if (!fiche || !hollandCode) return 0;
  const weightOf = (letter: RiasecLetter | null) => {
    const position = letter ? hollandCode.indexOf(letter) : -1;
    return position < 0 || position > 2 ? 0 : 3 - position;
  };
  return 2 * weightOf(fiche.riasecMajeur) + weightOf(fiche.riasecMineur);
}

/**
 * The table's jobs for a type (and its close neighbours, after them), each ranked by its
 * agreement with the student's orientation profile; ties keep the table's order.
 */
export function rankMbtiJobs(
  type: string,
  neighbours: readonly string[],
  fiches: ReadonlyMap<string, MbtiJobFiche>,
  hollandCode: string | null,
): RankedMbtiJob[] {
  const seen = new Set<string>();
  const candidates = [type, ...neighbours].flatMap((candidateType) =>
    (MBTI_JOBS[candidateType] ?? []).flatMap((job) => {
      if (seen.has(job.romeCode)) return [];
      seen.add(job.romeCode);
      const fiche = fiches.get(job.romeCode);
      const ranked: RankedMbtiJob = {
        ...job,
        skills: fiche ? fiche.keySkills.slice(0, MAX_SKILLS) : [],
        riasecAgreement: riasecAgreement(fiche, hollandCode),
        ownType: candidateType === type,
      };
      if (fiche && isRiasecLetter(fiche.riasecMajeur)) {
        ranked.riasecMajeur = fiche.riasecMajeur;
        ranked.riasecMineur = fiche.riasecMineur;
      }
      return [ranked];
    }),
  );
  return candidates
    .map((job, index) => ({ job, index }))
    .sort(
      (a, b) =>
        Number(b.job.ownType) - Number(a.job.ownType) ||
        b.job.riasecAgreement - a.job.riasecAgreement ||
        a.index - b.index,
    )
    .map(({ job }) => job)
    .slice(0, MAX_MBTI_JOBS);
}
