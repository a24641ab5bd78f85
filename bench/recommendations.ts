/**
 * What students get from the orientation engine, on the real ROME 4.0 and ONISEP data imported
 * by our importers. For each answer style (enthousiaste, nuancé, hésitant) and each of the 120
 * ordered Holland codes, one simulated student answers the 36 items as a person with that code
 * would; the engine the API runs builds their analysis (see recommendations/measure.ts for what
 * is printed). Then the enthusiastic students again through the real HTTP API: each registers,
 * confirms by e-mail, submits their answers and generates the analysis; the lists must be the
 * engine's, one for one.
 *
 *   npm run recommendations   (DECLIC_DATA_DIR to point at another data folder; API built first)
 */
import { type AnswerValue, buildOrientationAnalysis } from '@declic/domain';
import { startEmbeddedServer } from './lib/embedded-server.mjs';
import { ANSWER_STYLES, orderedCodes } from './recommendations/answer-sets';
import { measureStyle } from './recommendations/measure';
import { findDataDir, loadEngineInputs } from './recommendations/setup';
import { analyseThroughApi } from './recommendations/through-api';

const dataDir = findDataDir();
if (!dataDir) {
  console.error('Données ROME absentes (DECLIC_DATA_DIR) : rien à mesurer.');
  process.exit(1);
}
const { items, catalogue } = await loadEngineInputs(dataDir);
const codes = orderedCodes();
console.log(`Fiches ROME : ${catalogue.length} ; profils : ${codes.length} par style`);

const engineLists = new Map<string, Map<string, string[]>>();
for (const [name, style] of Object.entries(ANSWER_STYLES)) {
  console.log(`\nÉlèves ${name}s — moteur`);
  const analyse = async (answers: ReadonlyMap<number, AnswerValue>) =>
    buildOrientationAnalysis({ items, answers, catalogue, catalogueSource: 'rome' });
  engineLists.set(name, await measureStyle(codes, items, style, analyse));
}

const server = await startEmbeddedServer(Number(process.env.BENCH_PORT ?? 4182), {
  imports: ['rome', 'onisep'],
  openData: dataDir,
});
try {
  console.log('\nÉlèves enthousiastes — à travers l’API (inscription, confirmation, envoi, génération)');
  const apiLists = await measureStyle(
    codes,
    items,
    ANSWER_STYLES.enthousiaste!,
    analyseThroughApi(server.base, server.dataDir),
  );
  const engine = engineLists.get('enthousiaste')!;
  const same = codes.filter((code) => apiLists.get(code)?.join() === engine.get(code)?.join()).length;
  console.log(`  listes identiques à celles du moteur : ${same} / ${codes.length}`);
} finally {
  await server.stop();
}
