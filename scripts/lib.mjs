// Helpers shared by the start and test scripts: run a command, and make sure dependencies are installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { INSTALL_ARGUMENTS, installIsStale, missingDependencies } from './dependencies.mjs';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`✖ ${label} a échoué (code ${status}).`);
    process.exit(status);
  }
}

/**
 * npm ci when what `need` asks for is missing or older than the lock file: 'serve' (npm start)
 * installs only what building and serving need, 'all' (npm test) everything.
 */
export function ensureDependencies(need) {
  if (!installIsStale(root) && missingDependencies(root, need).length === 0) return;
  const what = need === 'serve' ? 'pour construire et servir' : 'toutes, tests compris';
  runOrExit(`Installation des dépendances ${what} (npm ci)`, 'npm', INSTALL_ARGUMENTS[need]);
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the web app and the API when a build is missing or older than its sources. */
export function ensureBuild() {
  const built = path.join(root, 'apps/api/dist/server.mjs');
  const sources = [
    'apps/web/src',
    'apps/web/sw',
    'apps/web/build',
    'apps/web/index.html',
    'apps/api/src',
    'packages/domain/src',
  ].map((p) =>
    fs.statSync(path.join(root, p)).isDirectory()
      ? newestMtime(path.join(root, p))
      : fs.statSync(path.join(root, p)).mtimeMs,
  );
  const outputs = [built, 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'].map((p) =>
    path.resolve(root, p),
  );
  if (outputs.every((file) => fs.existsSync(file))) {
    const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
    if (Math.max(...sources) <= builtAt) return;
  }
  runOrExit('Construction de l’application (npm run build)', 'npm', ['run', 'build']);
}
