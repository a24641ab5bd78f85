// What `npm start` and `npm test` install. Serving needs only the `dependencies` of the API, the
// web app and the domain (building tools included); the tests, types and benches bring the rest
// (Vitest, Playwright, Biome, happy-dom, Lighthouse…), about twice as many packages.
import fs from 'node:fs';
import path from 'node:path';

/** The workspaces built and served by `npm start`. */
export const SERVED_WORKSPACES = ['packages/domain', 'apps/api', 'apps/web'];

/** npm ci's arguments for each need: 'serve' (npm start) or 'all' (npm test, CI). */
export const INSTALL_ARGUMENTS = {
  serve: [
    'ci',
    '--no-audit',
    '--no-fund',
    '--omit=dev',
    '--include-workspace-root=false',
    ...SERVED_WORKSPACES.map((workspace) => `--workspace=${workspace}`),
  ],
  all: ['ci', '--no-audit', '--no-fund'],
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** [directory, declared names] for each package.json the need reads. */
function declared(root, need) {
  if (need === 'serve')
    return SERVED_WORKSPACES.map((workspace) => [
      workspace,
      Object.keys(readJson(path.join(root, workspace, 'package.json')).dependencies ?? {}),
    ]);
  const rootPackage = readJson(path.join(root, 'package.json'));
  const workspaces = rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)))
          .map((name) => `${pattern.slice(0, -2)}/${name}`)
          .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
      : [pattern],
  );
  return ['.', ...workspaces].map((dir) => {
    const pkg = readJson(path.join(root, dir, 'package.json'));
    return [dir, Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })];
  });
}

/**
 * The declared packages a need still lacks, as `directory: name` (empty when all are there).
 * A package is found in the workspace's own node_modules or in the root's, as Node resolves it.
 */
export function missingDependencies(root, need) {
  const missing = [];
  for (const [dir, names] of declared(root, need)) {
    for (const name of names) {
      const found = [path.join(root, dir, 'node_modules', name), path.join(root, 'node_modules', name)].some(
        (at) => fs.existsSync(path.join(at, 'package.json')),
      );
      if (!found) missing.push(`${dir}: ${name}`);
    }
  }
  return missing;
}

/** Whether the install is older than package-lock.json (a pull changed the dependencies). */
export function installIsStale(root) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return true;
  return fs.statSync(installed).mtimeMs < fs.statSync(path.join(root, 'package-lock.json')).mtimeMs;
}
