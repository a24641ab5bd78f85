/**
 * Runs the orientation engine on the real ROME data for the 120 ordered three-letter Holland
 * codes and prints two figures: how many shown métiers carry the profile's code (official
 * major letter = first letter, minor letter = one of the two others), and how many distinct
 * métiers all profiles see together.
 *
 *   npm run recommendations -w @declic/bench   (DECLIC_DATA_DIR to point at another data folder)
 */
import fs from 'node:fs';
import path from 'node:path';
import { profileForCode, RIASEC_LETTERS, rankJobs, SHOWN_JOB_COUNT } from '@declic/domain';
import { RejectionLog } from '../apps/api/src/db/importers/importer';
import { readRomeSource, romeFilesPresent } from '../apps/api/src/db/importers/rome-source';
import { toCandidate } from '../apps/api/src/modules/rome/metier-candidate';

// DECLIC_DATA_DIR, else shared/data beside the repository (no machine path written here).
const candidates = [process.env.DECLIC_DATA_DIR, path.join(import.meta.dirname, '../../shared/data')];
const dataDir = candidates.filter((dir): dir is string => Boolean(dir)).find((dir) => fs.existsSync(dir));
if (!dataDir || !romeFilesPresent(dataDir)) {
  console.error('Données ROME absentes (DECLIC_DATA_DIR) : rien à mesurer.');
  process.exit(1);
}

const source = readRomeSource(dataDir, new RejectionLog());
const catalogue = source.metiers.map((row) => toCandidate(row, null));

const codes: string[] = [];
for (const a of RIASEC_LETTERS)
  for (const b of RIASEC_LETTERS)
    for (const c of RIASEC_LETTERS) if (a !== b && b !== c && a !== c) codes.push(`${a}${b}${c}`);

const started = performance.now();
const distinct = new Set<string>();
let onCode = 0;
let shown = 0;
let profilesAtFiveOfSix = 0;
let worst = { code: '', hits: Number.POSITIVE_INFINITY };
for (const code of codes) {
  const jobs = rankJobs(profileForCode(code), new Map(), catalogue, SHOWN_JOB_COUNT);
  const hits = jobs.filter(
    ({ metier }) =>
      metier.riasecMajeur === code[0] &&
      metier.riasecMineur !== null &&
      code.slice(1).includes(metier.riasecMineur),
  ).length;
  for (const { metier } of jobs) distinct.add(metier.romeCode);
  onCode += hits;
  shown += jobs.length;
  if (hits >= 5) profilesAtFiveOfSix += 1;
  if (hits < worst.hits) worst = { code, hits };
}
const ms = performance.now() - started;

console.log(`Fiches ROME lues : ${catalogue.length}`);
console.log(`Profils : ${codes.length} codes de Holland ordonnés, ${SHOWN_JOB_COUNT} métiers montrés chacun`);
console.log(
  `Métiers montrés sur le code du profil : ${onCode} / ${shown} (${((onCode / shown) * 100).toFixed(1)} %)`,
);
console.log(
  `Profils à au moins 5 sur 6 : ${profilesAtFiveOfSix} / ${codes.length} (le plus bas : ${worst.code}, ${worst.hits} sur ${SHOWN_JOB_COUNT})`,
);
console.log(`Métiers distincts sur les 120 profils : ${distinct.size}`);
console.log(`Temps de classement : ${(ms / codes.length).toFixed(1)} ms par profil`);
