// Bundles the API into dist/ (our workspace code inlined, npm dependencies left external)
// and copies the SQL migrations next to it.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@declic/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    import: 'src/db/importers/cli.ts',
    admin: 'src/modules/admin/cli.ts',
    purge: 'src/modules/privacy/purge-cli.ts',
    backup: 'src/db/backup-cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
