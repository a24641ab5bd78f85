/**
 * What students get from the orientation engine, on the real ROME 4.0 and ONISEP data imported
 * by our importers. For each answer style (enthousiaste, nuancé, hésitant) and each of the 120
 * ordered Holland codes, one simulated student answers the 36 items as a person with that code
 * would; the engine the API runs builds their analysis. Prints, per style: derived codes, strict
 * jobs (official major = first letter, minor = one of the two others), distinct métiers, overlap
 * between codes sharing their first two letters, stability when one answer moves to the other
 * end of the scale, official links, the "opening" idea, and time per profile.
 *
 *   npm run recommendations -w @declic/bench   (DECLIC_DATA_DIR to point at another data folder)
 */
import {
  type AnswerValue,
  buildOrientationAnalysis,
  type JobRecommendation,
  type OrientationAnalysis,
  SHOWN_JOB_COUNT,
} from '@declic/domain';
import {
  ANSWER_STYLES,
  answerSet,
  orderedCodes,
  seeded,
  withOneAnswerFlipped,
} from './recommendations/answer-sets';
import { findDataDir, loadEngineInputs } from './recommendations/setup';

const FLIPS_PER_PROFILE = 6;

const dataDir = findDataDir();
if (!dataDir) {
  console.error('Données ROME absentes (DECLIC_DATA_DIR) : rien à mesurer.');
  process.exit(1);
}
const { items, catalogue } = await loadEngineInputs(dataDir);
const mainItems = items.filter((item) => !item.followUp);
const codes = orderedCodes();
console.log(
  `Fiches ROME : ${catalogue.length} ; items : ${mainItems.length} ; profils : ${codes.length} par style`,
);

const analyse = (answers: ReadonlyMap<number, AnswerValue>): OrientationAnalysis =>
  buildOrientationAnalysis({ items, answers, catalogue, catalogueSource: 'rome' });
const shown = (analysis: OrientationAnalysis): JobRecommendation[] =>
  analysis.jobRecommendations.slice(0, SHOWN_JOB_COUNT);
const isStrict = (job: JobRecommendation, code: string) =>
  job.riasecMajeur === code[0] && job.riasecMineur !== null && code.slice(1).includes(job.riasecMineur);
const pct = (n: number, total: number) => `${n} / ${total} (${((n / total) * 100).toFixed(1)} %)`;

for (const [styleName, style] of Object.entries(ANSWER_STYLES)) {
  const draw = seeded(2026);
  const lists = new Map<string, string[]>();
  let derivedAsIntended = 0;
  let strictJobs = 0;
  let fiveOfSix = 0;
  let openings = 0;
  let jobsLinked = 0;
  let studies = 0;
  let studiesLinked = 0;
  let flips = 0;
  let steadyFlips = 0;
  let unsteadyWithNewCode = 0;
  let unsteadyWithNewFirstLetter = 0;
  let engineMs = 0;
  let runs = 0;
  for (const code of codes) {
    const answers = answerSet(items, code, style, draw);
    const started = performance.now();
    const analysis = analyse(answers);
    engineMs += performance.now() - started;
    runs += 1;
    const jobs = shown(analysis);
    const derived = analysis.riasec.code;
    if (derived === code) derivedAsIntended += 1;
    const strict = jobs.filter((job) => isStrict(job, derived)).length;
    strictJobs += strict;
    if (strict >= 5) fiveOfSix += 1;
    if (jobs.some((job) => job.opening)) openings += 1;
    jobsLinked += jobs.filter((job) => job.links.length > 0).length;
    studies += analysis.studyRecommendations.length;
    studiesLinked += analysis.studyRecommendations.filter((study) => study.links.length > 0).length;
    const romeCodes = jobs.map((job) => job.romeCode);
    lists.set(code, romeCodes);
    for (let i = 0; i < FLIPS_PER_PROFILE; i++) {
      const item = mainItems[Math.floor(draw() * mainItems.length)]!;
      const started = performance.now();
      const after = analyse(withOneAnswerFlipped(answers, item.id));
      engineMs += performance.now() - started;
      runs += 1;
      flips += 1;
      if (shown(after).filter((job) => !romeCodes.includes(job.romeCode)).length <= 2) steadyFlips += 1;
      else if (after.riasec.code !== derived) {
        unsteadyWithNewCode += 1;
        // A new first letter leaves no strict métier in common: no list can stay.
        if (after.riasec.code[0] !== derived[0]) unsteadyWithNewFirstLetter += 1;
      }
    }
  }
  const again = shown(analyse(answerSet(items, codes[0]!, style, seeded(2026)))).map((j) => j.romeCode);
  const overlaps: number[] = [];
  for (const [a, listA] of lists)
    for (const [b, listB] of lists)
      if (a < b && a.slice(0, 2) === b.slice(0, 2))
        overlaps.push(listA.filter((r) => listB.includes(r)).length);
  const distinct = new Set([...lists.values()].flat()).size;
  const meanOverlap = overlaps.reduce((s, n) => s + n, 0) / overlaps.length;
  const shownCount = codes.length * SHOWN_JOB_COUNT;
  console.log(`\nÉlèves ${styleName}s`);
  console.log(`  code obtenu = code visé : ${pct(derivedAsIntended, codes.length)}`);
  console.log(`  métiers stricts (sur le code obtenu) : ${pct(strictJobs, shownCount)}`);
  console.log(`  profils à au moins 5 sur 6 stricts : ${pct(fiveOfSix, codes.length)}`);
  console.log(`  métiers distincts sur ${codes.length} profils : ${distinct}`);
  console.log(
    `  métiers en commun, codes aux deux mêmes premières lettres : ${meanOverlap.toFixed(2)} sur 6 en moyenne`,
  );
  console.log(
    `  une réponse changée, au plus 2 métiers sur 6 changent : ${pct(steadyFlips, flips)} ; ` +
      `des ${flips - steadyFlips} autres cas, ${unsteadyWithNewCode} changent le code du profil, ` +
      `dont ${unsteadyWithNewFirstLetter} sa première lettre`,
  );
  console.log(
    `  mêmes réponses, même liste : ${again.join() === lists.get(codes[0]!)?.join() ? 'oui' : 'NON'}`,
  );
  console.log(`  listes avec une idée « ouverture » : ${pct(openings, codes.length)}`);
  console.log(`  métiers avec un lien officiel : ${pct(jobsLinked, shownCount)}`);
  console.log(`  idées d’études avec un lien officiel : ${pct(studiesLinked, studies)}`);
  console.log(`  temps du moteur : ${(engineMs / runs).toFixed(2)} ms par profil (${runs} analyses)`);
}
