// Prints the shape of the API's module graph: cycles, imports that bypass a module's index.ts,
// imports that run up the layer order (scripts/module-layers.mjs). Tests and test support left out.
import fs from 'node:fs';
import path from 'node:path';
import { crossPlaceImports, graphOf, isModuleFace, stronglyConnected } from './module-imports.mjs';
import { layerRank } from './module-layers.mjs';

const MODULES = 'apps/api/src/modules/';

/** The facts check-imports enforces, computed from { file, source } of apps/api/src. */
export function moduleGraphFacts(files) {
  const edges = crossPlaceImports(files);
  const inModules = (file) => file.startsWith(MODULES);
  const modules = new Set([
    ...files.filter(({ file }) => inModules(file)).map(({ file }) => file.split('/')[4]),
    ...edges.filter(({ target }) => inModules(target)).map(({ to }) => to),
  ]);
  const between = edges.filter((edge) => modules.has(edge.from) && modules.has(edge.to));
  const components = stronglyConnected(graphOf(between, [...modules]));
  // Between modules, and from any other place (app.ts, policies…): only a module's index.ts is public.
  const bypasses = edges.filter((edge) => modules.has(edge.to) && !isModuleFace(edge.target, edge.to));
  const upward = edges.filter((edge) => {
    const from = layerRank(edge.from);
    const to = layerRank(edge.to);
    return from !== undefined && to !== undefined && to > from;
  });
  const unplaced = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter(
    (place) => layerRank(place) === undefined,
  );
  return { edges, between, modules, components, bypasses, upward, unplaced };
}

export function readApiSources(root) {
  const dir = path.join(root, 'apps/api/src');
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({
      file: `apps/api/src/${name.split(path.sep).join('/')}`,
      source: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const facts = moduleGraphFacts(readApiSources(root));
  const pairs = new Set(facts.between.map(({ from, to }) => `${from}>${to}`));
  const knots = facts.components.filter((component) => component.length > 1);
  const short = (file) => file.replace('apps/api/src/', '');
  console.log(
    `${facts.modules.size} modules, ${facts.between.length} imports entre modules, ${pairs.size} paires`,
  );
  console.log(`Composantes fortement connexes de plus d’un module : ${knots.length}`);
  for (const knot of knots) console.log(`  [${knot.length}] ${knot.join(' ')}`);
  console.log(`Plus grande composante : ${Math.max(...facts.components.map((c) => c.length))} module(s)`);
  console.log(`Imports qui contournent un index.ts : ${facts.bypasses.length}`);
  for (const edge of facts.bypasses) console.log(`  ${short(edge.file)} → ${short(edge.target)}`);
  console.log(`Imports qui remontent l’ordre des couches : ${facts.upward.length}`);
  for (const edge of facts.upward) console.log(`  ${short(edge.file)} → ${short(edge.target)}`);
  if (facts.unplaced.length > 0) console.log(`Places sans couche : ${facts.unplaced.join(', ')}`);
}
