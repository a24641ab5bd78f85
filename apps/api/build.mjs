// Bundles the API into dist/ (our workspace code and most npm dependencies inlined)
// and copies the SQL migrations next to it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/**
 * Left outside the bundle: what reads its own files at run time (PGlite's WebAssembly and data,
 * the spelling dictionary, Swagger UI's pages), native or binary packages, and what loads only on
 * first use (payments, AI, mail, PostgreSQL, avatars). The rest is bundled: the server starts
 * without resolving and reading some 700 module files.
 */
const LEFT_OUT = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'hunspell-asm',
  'dictionary-fr',
  '@fastify/swagger-ui',
  'esbuild',
  'stripe',
  'openai',
  'nodemailer',
  'pg',
  '@dicebear/core',
  '@dicebear/collection',
]);
const external = Object.keys(pkg.dependencies).filter((name) => LEFT_OUT.has(name));

// Chunks of an earlier build (their names change with their content).
for (const file of fs.existsSync('dist') ? fs.readdirSync('dist') : []) {
  if (file.startsWith('chunk-')) fs.rmSync(`dist/${file}`);
}

await build({
  entryPoints: {
    server: 'src/server.ts',
    import: 'src/db/importers/cli.ts',
    admin: 'src/modules/admin/cli.ts',
    purge: 'src/purge-cli.ts',
    backup: 'src/db/backup-cli.ts',
    'pglite-template': 'src/db/pglite-template-cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // What loads on first use (import()) goes to its own chunk: the server does not read and
  // compile it at start-up (the OpenAPI documentation, Redis, the YAML library). Chunks stay beside
  // the entries: migrations/ and new-data-folder.tar are found from import.meta.url.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS packages still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as declicRequire } from 'node:module'; const require = declicRequire(import.meta.url);",
  },
});
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
writeNewDataFolderImage();

/** The installed PGlite's version (its package.json, found above its entry: it exports no ./package.json). */
function pgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * The migrated empty database a new data folder starts from (src/db/new-data-folder.ts), written
 * again only when the migrations or PGlite change (an initdb and ~95 migrations: seconds).
 */
function writeNewDataFolderImage() {
  const image = 'dist/new-data-folder.tar';
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of fs.readdirSync('dist/migrations').sort()) {
    hash.update(file).update(fs.readFileSync(`dist/migrations/${file}`));
  }
  const key = hash.digest('hex');
  const keyFile = `${image}.key`;
  if (fs.existsSync(image) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) return;
  const written = spawnSync(process.execPath, ['dist/pglite-template.mjs'], { stdio: 'inherit' });
  if (written.status !== 0) process.exit(written.status ?? 1);
  fs.writeFileSync(keyFile, key);
}
