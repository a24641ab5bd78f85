import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INSTALL_ARGUMENTS,
  installIsStale,
  missingDependencies,
  SERVED_WORKSPACES,
} from './dependencies.mjs';

const roots = [];
afterEach(() => {
  for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function write(root, file, content) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
}

/** A monorepo shaped like ours, with what a serve-only install leaves in node_modules. */
function servedOnlyRepository() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-deps-'));
  roots.push(root);
  write(root, 'package.json', {
    workspaces: ['packages/*', 'apps/*', 'e2e'],
    devDependencies: { vitest: '1' },
  });
  write(root, 'packages/domain/package.json', {
    dependencies: { zod: '4' },
    devDependencies: { 'ical.js': '2' },
  });
  write(root, 'apps/api/package.json', {
    dependencies: { fastify: '5', esbuild: '0' },
    devDependencies: { tsx: '4' },
  });
  write(root, 'apps/web/package.json', {
    dependencies: { vite: '8' },
    devDependencies: { 'happy-dom': '21' },
  });
  write(root, 'e2e/package.json', { devDependencies: { '@playwright/test': '1' } });
  for (const name of ['zod', 'fastify', 'vite']) write(root, `node_modules/${name}/package.json`, {});
  // npm nests a version that conflicts with the root's under the workspace.
  write(root, 'apps/api/node_modules/esbuild/package.json', {});
  write(root, 'package-lock.json', '{}');
  write(root, 'node_modules/.package-lock.json', '{}');
  return root;
}

describe('ce que npm start et npm test installent', () => {
  it('npm start se contente des dépendances des espaces servis, où que npm les ait placées', () => {
    expect(missingDependencies(servedOnlyRepository(), 'serve')).toEqual([]);
  });

  it('npm test voit ce qui manque aux tests, espace par espace', () => {
    expect(missingDependencies(servedOnlyRepository(), 'all')).toEqual([
      '.: vitest',
      'packages/domain: ical.js',
      'apps/api: tsx',
      'apps/web: happy-dom',
      'e2e: @playwright/test',
    ]);
  });

  it('une installation plus ancienne que package-lock.json est à refaire', () => {
    const root = servedOnlyRepository();
    expect(installIsStale(root)).toBe(false);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(root, 'node_modules/.package-lock.json'), past, past);
    expect(installIsStale(root)).toBe(true);
    fs.rmSync(path.join(root, 'node_modules'), { recursive: true });
    expect(installIsStale(root)).toBe(true);
  });

  it('npm start installe sans les outils de développement, limité aux espaces servis', () => {
    expect(INSTALL_ARGUMENTS.serve).toEqual(
      expect.arrayContaining(['ci', '--omit=dev', '--include-workspace-root=false']),
    );
    expect(INSTALL_ARGUMENTS.serve.filter((arg) => arg.startsWith('--workspace='))).toEqual(
      SERVED_WORKSPACES.map((workspace) => `--workspace=${workspace}`),
    );
    expect(INSTALL_ARGUMENTS.all).not.toContain('--omit=dev');
  });
});

describe('les espaces servis du vrai dépôt', () => {
  it('déclarent en dépendances de quoi construire (Vite, esbuild), pas de quoi tester', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const dependencies = (workspace) =>
      Object.keys(
        JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).dependencies,
      );
    expect(dependencies('apps/web')).toEqual(
      expect.arrayContaining(['vite', 'tailwindcss', '@vitejs/plugin-react']),
    );
    expect(dependencies('apps/api')).toContain('esbuild');
    const testTools = ['vitest', 'happy-dom', '@testing-library/react', '@playwright/test', 'lighthouse'];
    for (const workspace of SERVED_WORKSPACES)
      for (const tool of testTools) expect(dependencies(workspace)).not.toContain(tool);
  });
});
