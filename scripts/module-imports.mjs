// Reads the import statements between the API's places (modules, kernel, db, plugins…):
// shared by the module-graph report, check-imports and the generated architecture picture.
import path from 'node:path';

const API = 'apps/api/src/';
const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Tests and what only tests use are no part of the graph. */
export function isTestCode(file) {
  return /\.test\.tsx?$|test-support|test-data/.test(file);
}

/**
 * The place a file of apps/api/src belongs to: the module's name for `modules/<m>/…`, the folder's
 * for the other folders (`kernel`, `db`, `plugins`…), the file's own name for the files at the root.
 */
export function placeOf(file) {
  if (!file.startsWith(API)) return undefined;
  const parts = file.slice(API.length).split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : undefined;
  return parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0];
}

/** The import path without its extension, resolved from the importing file. */
function resolve(spec, file) {
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.(m?js|tsx?)$/, '');
}

/** True when `target` (resolved, no extension) is the public face of module `module`. */
export function isModuleFace(target, module) {
  const folder = `${API}modules/${module}`;
  return target === folder || target === `${folder}/index`;
}

/** Every import from one place of apps/api/src to another: { file, spec, target, from, to }. */
export function crossPlaceImports(files) {
  const edges = [];
  for (const { file, source } of files) {
    const from = placeOf(file);
    if (from === undefined || isTestCode(file)) continue;
    for (const match of source.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = resolve(spec, file);
      const to =
        placeOf(`${target}.ts`) ?? (target.startsWith(`${API}modules/`) ? target.split('/')[4] : undefined);
      if (to !== undefined && to !== from) edges.push({ file, spec, target, from, to });
    }
  }
  return edges;
}

/** Strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>. */
export function stronglyConnected(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components;
}

/** Map<from, Set<to>> of the edges. */
export function graphOf(edges, nodes = []) {
  const graph = new Map(nodes.map((node) => [node, new Set()]));
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from).add(to);
  }
  return graph;
}

/** Circles of files under `prefix` (type imports included), tests left out: each a sorted list of files. */
export function fileCycles(files, prefix) {
  const known = new Set(files.map(({ file }) => file));
  const resolveFile = (target) =>
    [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => known.has(candidate));
  const graph = new Map();
  for (const { file, source } of files) {
    if (!file.startsWith(prefix) || isTestCode(file)) continue;
    const targets = new Set();
    for (const match of source.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2];
      const target = spec.startsWith('.') ? resolveFile(resolve(spec, file)) : undefined;
      if (target?.startsWith(prefix) && !isTestCode(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return stronglyConnected(graph).filter((component) => component.length > 1);
}
