// Draws the API's layers and the arrows its imports really make (docs/architecture.md, between the
// markers below). `node scripts/architecture-doc.mjs --write` redraws it; a test fails when it drifts.
import fs from 'node:fs';
import path from 'node:path';
import { moduleGraphFacts, readApiSources } from './module-graph.mjs';
import { LAYERS, layerRank } from './module-layers.mjs';

export const START = '<!-- couches:début (généré par node scripts/architecture-doc.mjs --write) -->';
export const END = '<!-- couches:fin -->';

const id = (name) => name.replace(/[^a-z0-9]/gi, '_');

/** The layers, bottom last, each with the lower layers it imports from and how many imports. */
function layerChart(edges) {
  const counts = new Map();
  for (const { from, to } of edges) {
    const [a, b] = [layerRank(from), layerRank(to)];
    if (a === undefined || b === undefined || a === b) continue;
    const key = `${a}>${b}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = ['flowchart TB'];
  for (const layer of [...LAYERS].reverse())
    lines.push(`  L_${id(layer.name)}["${layer.name} — ${layer.summary}"]`);
  for (const [key, count] of [...counts].sort()) {
    const [a, b] = key.split('>').map(Number);
    lines.push(`  L_${id(LAYERS[a].name)} -->|${count}| L_${id(LAYERS[b].name)}`);
  }
  return lines.join('\n');
}

/** The modules inside their layers, with every module-to-module arrow the imports make. */
function moduleChart(between, modules) {
  const lines = ['flowchart TB'];
  for (const layer of [...LAYERS].reverse()) {
    const members = layer.places.filter((place) => modules.has(place));
    if (members.length === 0) continue;
    lines.push(`  subgraph ${id(layer.name)}["${layer.name}"]`);
    for (const member of members) lines.push(`    M_${id(member)}["${member}"]`);
    lines.push('  end');
  }
  const pairs = [...new Set(between.map(({ from, to }) => `${from}>${to}`))].sort();
  for (const pair of pairs) {
    const [from, to] = pair.split('>');
    lines.push(`  M_${id(from)} --> M_${id(to)}`);
  }
  return lines.join('\n');
}

export function architectureSection(files) {
  const facts = moduleGraphFacts(files);
  const table = LAYERS.map(
    (layer, rank) =>
      `| ${rank + 1}. ${layer.name} | ${layer.summary} | ${layer.places.map((place) => `\`${place}\``).join(', ')} |`,
  );
  return [
    START,
    '',
    '| Couche (du sol vers le haut) | Ce qu’elle porte | Dossiers (`modules/<nom>` ou `src/<nom>`) |',
    '|---|---|---|',
    ...table,
    '',
    'Les flèches entre couches, avec le nombre d’imports qui les font (tests exclus) :',
    '',
    '```mermaid',
    layerChart(facts.edges),
    '```',
    '',
    `Les ${facts.modules.size} modules et les ${new Set(facts.between.map(({ from, to }) => `${from}>${to}`)).size} flèches qui les relient, chacune vers un module de la même couche ou d’une couche inférieure :`,
    '',
    '```mermaid',
    moduleChart(facts.between, facts.modules),
    '```',
    '',
    END,
  ].join('\n');
}

/** The document with its generated section redrawn from the code. */
export function redrawn(document, files) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/architecture.md : marqueurs ${START} … ${END} introuvables`);
  return document.slice(0, start) + architectureSection(files) + document.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const docPath = path.join(root, 'docs/architecture.md');
  const document = fs.readFileSync(docPath, 'utf8');
  const next = redrawn(document, readApiSources(root));
  if (process.argv.includes('--write')) fs.writeFileSync(docPath, next);
  else if (next !== document) {
    console.error('docs/architecture.md ne suit plus le code : node scripts/architecture-doc.mjs --write');
    process.exit(1);
  }
}
