// `npm test`: installs what is missing, then runs every check — lint, types, build, unit and
// integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), and the browser journeys.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root, run, runOrExit } from './lib.mjs';

ensureDependencies('all');
ensureDebianPackages();

runOrExit('Lint (Biome) et règles d’import', 'npm', ['run', 'lint']);
runOrExit('Vérification des types', 'npm', ['run', 'typecheck']);
runOrExit('Construction', 'npm', ['run', 'build']);

const vitestReport = path.join(root, 'node_modules/.cache/declic-vitest.json');
fs.mkdirSync(path.dirname(vitestReport), { recursive: true });
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const e2eStatus = run('npm', ['run', 'test:e2e']);

const unit = readJson(vitestReport);
const e2e = readJson(path.join(root, 'e2e/test-results/results.json'));
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`\nRésumé : ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus || e2eStatus || (failed > 0 ? 1 : 0));

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The browser journeys use Debian's Chromium, the two-instance test Debian's nginx; install them
 * when we can (root with apt-get).
 */
function ensureDebianPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium) && fs.existsSync('/usr/sbin/nginx')) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    runOrExit('Installation de Chromium et nginx (Debian)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils nginx',
    ]);
    return;
  }
  if (fs.existsSync(chromium)) return;
  console.error(
    `Chromium est introuvable (${chromium}). Installez le paquet Debian « chromium » ou définissez CHROMIUM_PATH.`,
  );
  process.exit(1);
}
