// Enforces the import rules of DESIGN.md; exits non-zero and lists every breach.
import fs from 'node:fs';
import path from 'node:path';
import { moduleGraphFacts } from './module-graph.mjs';
import { fileCycles } from './module-imports.mjs';
import { findTableWriteViolations } from './table-owners.mjs';

export const RULES = [
  {
    name: 'packages/domain reste pur (ni apps, ni Fastify, ni React, ni pilote, ni process)',
    applies: (file) => file.startsWith('packages/domain/'),
    forbidden: (spec, file) =>
      resolveRelative(spec, file).startsWith('apps/') ||
      /^(fastify|@fastify\/|react|react-dom|pg|@electric-sql\/|drizzle-orm|node:)/.test(spec) ||
      spec.startsWith('process.') ||
      spec.startsWith('@declic/api') ||
      spec.startsWith('@declic/web'),
  },
  {
    name: 'apps/web n’importe jamais apps/api',
    applies: (file) => file.startsWith('apps/web/'),
    forbidden: (spec, file) =>
      spec.startsWith('@declic/api') || resolveRelative(spec, file).startsWith('apps/api/'),
  },
  {
    name: 'une fonctionnalité web n’importe pas une autre fonctionnalité',
    applies: (file) => file.startsWith('apps/web/src/features/'),
    forbidden: (spec, file) => {
      const own = file.split('/')[4];
      const target = resolveFeature(spec, file);
      return target !== undefined && target !== own;
    },
  },
  {
    name: 'la base et ses importeurs ne dépendent d’aucun module de l’API',
    applies: (file) => file.startsWith('apps/api/src/db/') && !isTest(file),
    forbidden: (spec, file) => resolveRelative(spec, file).startsWith('apps/api/src/modules/'),
  },
  {
    name: 'une commande construit ce qu’il lui faut, sans importer le serveur entier (app.ts)',
    applies: (file) => /^apps\/api\/src\/.*cli\.ts$/.test(file),
    forbidden: (spec, file) => resolveRelative(spec, file) === 'apps/api/src/app',
  },
  {
    name: 'un seul style d’accès aux données : des requêtes paramétrées ($1) par `query`, Drizzle ne sert qu’à déclarer le schéma',
    applies: (file) => file.startsWith('apps/api/src/') && !file.startsWith('apps/api/src/db/schema'),
    forbidden: (spec, file) => spec.startsWith('drizzle-orm') && file !== 'apps/api/src/db/schema.test.ts',
  },
  {
    name: 'un fichier de routes passe par un service, jamais par un dépôt (routes → service → dépôt)',
    applies: (file) => /^apps\/api\/src\/modules\/.+\.routes\.ts$/.test(file),
    forbidden: (spec, file) => /\.repository$/.test(resolveRelative(spec, file)),
  },
  {
    name: 'un module de l’API ne lit pas le dépôt d’un autre module (il passe par son index.ts ou son service)',
    applies: (file) => file.startsWith('apps/api/src/modules/') && !isTest(file),
    forbidden: (spec, file) => {
      const target = resolveRelative(spec, file);
      const match = target.match(/^apps\/api\/src\/modules\/([^/]+)\/.+\.repository$/);
      return match !== null && match[1] !== file.split('/')[4];
    },
  },
];

function isTest(file) {
  return /\.test\.tsx?$/.test(file);
}

function resolveRelative(spec, file) {
  return spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : spec;
}

function resolveFeature(spec, file) {
  if (!spec.startsWith('.')) return undefined;
  const resolved = resolveRelative(spec, file);
  const match = resolved.match(/^apps\/web\/src\/features\/([^/]+)/);
  return match?.[1];
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|\bprocess\.(env|exit|argv)/g;

export function findViolations(files) {
  const violations = [];
  for (const { file, source } of files) {
    for (const match of source.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2] ?? `process.${match[3]}`;
      for (const rule of RULES) {
        if (rule.applies(file) && rule.forbidden(spec, file))
          violations.push(`${file} : « ${spec} » — ${rule.name}`);
      }
    }
  }
  return violations;
}

function listSources(dir, root) {
  const out = [];
  if (!fs.existsSync(path.join(root, dir))) return out;
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !full.includes('node_modules')) {
      out.push({
        file: path.relative(root, full).split(path.sep).join('/'),
        source: fs.readFileSync(full, 'utf8'),
      });
    }
  }
  return out;
}

/** Code without its comments, so a JSDoc naming `/api/…` is not read as a call. */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Paths are declared once, in the route table (packages/domain/src/api): nowhere else. */
export const PATH_RULES = [
  {
    name: 'le web appelle les routes par la table (API.x.y), sans écrire de chemin /api/…',
    applies: (file) =>
      file.startsWith('apps/web/src/') &&
      !/\.test\.tsx?$/.test(file) &&
      file !== 'apps/web/src/lib/api-path.ts',
    pattern: /['"`]\/api[/'"`$]/,
  },
  {
    name: 'un fichier de routes enregistre ses routes par registerRoute, sans chemin écrit à la main',
    applies: (file) => /^apps\/api\/src\/modules\/.+\.routes\.ts$/.test(file),
    pattern: /\.(get|post|put|patch|delete|route)\(\s*['"`]/,
  },
  {
    name: 'un parcours attend un état, jamais une durée fixe (waitForTimeout)',
    applies: (file) => file.startsWith('e2e/'),
    pattern: /\bwaitForTimeout\(/,
  },
];

export function findPathViolations(files) {
  return files.flatMap(({ file, source }) =>
    PATH_RULES.filter((rule) => rule.applies(file) && rule.pattern.test(withoutComments(source))).map(
      (rule) => `${file} — ${rule.name}`,
    ),
  );
}

/**
 * The order of the API's modules (scripts/module-layers.mjs, docs/architecture.md): no cycle between
 * module folders, a module entered only through its index.ts, no import up the layers, every
 * folder of apps/api/src in a layer. Tests and test support are left out.
 */
export function findModuleOrderViolations(files) {
  const facts = moduleGraphFacts(files.filter(({ file }) => file.startsWith('apps/api/src/')));
  const short = (file) => file.replace('apps/api/src/', '');
  return [
    ...facts.components
      .filter((component) => component.length > 1)
      .map((component) => `modules ${component.join(', ')} — pas de cycle entre les modules de l’API`),
    ...facts.bypasses.map(
      (edge) =>
        `${edge.file} : « ${edge.spec} » — on entre dans un module de l’API par son index.ts (${short(edge.target)})`,
    ),
    ...facts.upward.map(
      (edge) =>
        `${edge.file} : « ${edge.spec} » — un module n’importe que des couches inférieures (${edge.from} → ${edge.to})`,
    ),
    ...facts.unplaced.map(
      (place) =>
        `apps/api/src : « ${place} » — chaque dossier de l’API a sa couche dans scripts/module-layers.mjs`,
    ),
  ];
}

/** The domain package is read file by file: no circle of imports between its files. */
export function findDomainCircleViolations(files) {
  return fileCycles(files, 'packages/domain/src/').map(
    (circle) => `${circle.join(' → ')} — pas de cercle de fichiers dans le domaine`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const sources = ['packages/domain/src', 'apps/web/src', 'apps/api/src', 'e2e/tests', 'e2e/support'];
  const files = sources.flatMap((dir) => listSources(dir, root));
  const violations = [
    ...findViolations(files),
    ...findPathViolations(files),
    ...findTableWriteViolations(files),
    ...findModuleOrderViolations(files),
    ...findDomainCircleViolations(files),
  ];
  if (violations.length > 0) {
    console.error(`Règles d’import enfreintes :\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log(`Règles d’import respectées (${files.length} fichiers).`);
}
