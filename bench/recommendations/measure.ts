import type { AnswerValue, JobRecommendation, OrientationItem } from '@declic/domain';
import { type AnswerStyle, answerSet, seeded, withOneAnswerFlipped } from './answer-sets';

/** What the measures read of an analysis (the engine's object, or the API's JSON). */
export interface MeasuredAnalysis {
  riasec: { code: string };
  jobRecommendations: Array<
    Pick<JobRecommendation, 'romeCode' | 'riasecMajeur' | 'riasecMineur' | 'opening' | 'links'>
  >;
  studyRecommendations: Array<{ links: unknown[] }>;
}

/** The analysis of a student with this intended code, for these answers. */
export type Analyse = (answers: ReadonlyMap<number, AnswerValue>, code: string) => Promise<MeasuredAnalysis>;

const SHOWN = 6;
const FLIPS_PER_PROFILE = 6;
const pct = (n: number, total: number) => `${n} / ${total} (${((n / total) * 100).toFixed(1)} %)`;
const isStrict = (job: MeasuredAnalysis['jobRecommendations'][number], code: string) =>
  job.riasecMajeur === code[0] && job.riasecMineur !== null && code.slice(1).includes(job.riasecMineur);

/**
 * One student per code answers in this style (fixed seed); prints what they get and returns
 * each code's six jobs. The same draws feed the engine and the API runs, so their lists compare.
 */
export async function measureStyle(
  codes: string[],
  items: OrientationItem[],
  style: AnswerStyle,
  analyse: Analyse,
): Promise<Map<string, string[]>> {
  const mainItems = items.filter((item) => !item.followUp);
  const draw = seeded(2026);
  const lists = new Map<string, string[]>();
  const count = {
    intended: 0,
    strict: 0,
    fiveOfSix: 0,
    openings: 0,
    jobsLinked: 0,
    studies: 0,
    studiesLinked: 0,
  };
  const flips = { total: 0, steady: 0, newCode: 0, newFirstLetter: 0 };
  const times: number[] = [];
  const timed = async (answers: ReadonlyMap<number, AnswerValue>, code: string) => {
    const started = performance.now();
    const analysis = await analyse(answers, code);
    times.push(performance.now() - started);
    return analysis;
  };
  for (const code of codes) {
    const answers = answerSet(items, code, style, draw);
    const analysis = await timed(answers, code);
    const jobs = analysis.jobRecommendations.slice(0, SHOWN);
    const derived = analysis.riasec.code;
    const strict = jobs.filter((job) => isStrict(job, derived)).length;
    count.intended += derived === code ? 1 : 0;
    count.strict += strict;
    count.fiveOfSix += strict >= 5 ? 1 : 0;
    count.openings += jobs.some((job) => job.opening) ? 1 : 0;
    count.jobsLinked += jobs.filter((job) => job.links.length > 0).length;
    count.studies += analysis.studyRecommendations.length;
    count.studiesLinked += analysis.studyRecommendations.filter((study) => study.links.length > 0).length;
    const romeCodes = jobs.map((job) => job.romeCode);
    lists.set(code, romeCodes);
    for (let i = 0; i < FLIPS_PER_PROFILE; i++) {
      const item = mainItems[Math.floor(draw() * mainItems.length)]!;
      const after = await timed(withOneAnswerFlipped(answers, item.id), code);
      flips.total += 1;
      const changed = after.jobRecommendations
        .slice(0, SHOWN)
        .filter((job) => !romeCodes.includes(job.romeCode));
      if (changed.length <= 2) flips.steady += 1;
      else if (after.riasec.code !== derived) {
        flips.newCode += 1;
        // A new first letter leaves no strict métier in common: no list can stay.
        if (after.riasec.code[0] !== derived[0]) flips.newFirstLetter += 1;
      }
    }
  }
  const again = await analyse(answerSet(items, codes[0]!, style, seeded(2026)), codes[0]!);
  const overlaps: number[] = [];
  for (const [a, listA] of lists)
    for (const [b, listB] of lists)
      if (a < b && a.slice(0, 2) === b.slice(0, 2))
        overlaps.push(listA.filter((r) => listB.includes(r)).length);
  const shownCount = codes.length * SHOWN;
  const median = times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  const unsteady = flips.total - flips.steady;
  console.log(`  code obtenu = code visé : ${pct(count.intended, codes.length)}`);
  console.log(`  métiers stricts (sur le code obtenu) : ${pct(count.strict, shownCount)}`);
  console.log(`  profils à au moins 5 sur 6 stricts : ${pct(count.fiveOfSix, codes.length)}`);
  console.log(
    `  métiers distincts sur ${codes.length} profils : ${new Set([...lists.values()].flat()).size}`,
  );
  console.log(
    `  métiers en commun, codes aux deux mêmes premières lettres : ${(overlaps.reduce((s, n) => s + n, 0) / overlaps.length).toFixed(2)} sur 6 en moyenne`,
  );
  console.log(
    `  une réponse changée, au plus 2 métiers sur 6 changent : ${pct(flips.steady, flips.total)} ; ` +
      `des ${unsteady} autres cas, ${flips.newCode} changent le code du profil, dont ${flips.newFirstLetter} sa première lettre`,
  );
  const same =
    again.jobRecommendations
      .slice(0, SHOWN)
      .map((job) => job.romeCode)
      .join() === lists.get(codes[0]!)?.join();
  console.log(`  mêmes réponses, même liste : ${same ? 'oui' : 'NON'}`);
  console.log(`  listes avec une idée « ouverture » : ${pct(count.openings, codes.length)}`);
  console.log(`  métiers avec un lien officiel : ${pct(count.jobsLinked, shownCount)}`);
  console.log(`  idées d’études avec un lien officiel : ${pct(count.studiesLinked, count.studies)}`);
  console.log(`  temps médian par analyse : ${median.toFixed(2)} ms (${times.length} analyses)`);
  return lists;
}
