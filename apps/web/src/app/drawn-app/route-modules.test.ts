import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { routeModules } from './route-modules';

const webRoot = path.resolve(import.meta.dirname, '../../..');

describe('modules des pages de l’espace élève', () => {
  it('nomme, du plus extérieur au plus intérieur, les fichiers qui dessinent une page de /app', () => {
    expect(routeModules(routes, '/app/niveau/6')).toEqual([
      'src/app/query-layout.tsx',
      'src/app/require-session.tsx',
      'src/app/routes/app/shell.tsx',
      'src/app/routes/app/level.tsx',
    ]);
    expect(routeModules(routes, '/app').at(-1)).toBe('src/app/routes/app/activities.tsx');
  });

  // Imports five pages and their dependencies: slow on a busy machine.
  it('chaque fichier nommé existe, et c’est bien lui que la route charge', async () => {
    for (const page of ['/app', '/app/formations', '/app/offres', '/app/niveau/6', '/app/questionnaire']) {
      const modules = routeModules(routes, page);
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
      const pageModule = (await import(path.join(webRoot, modules.at(-1)!))) as { default: unknown };
      const leaf = matchRoutes(routes, page)!.at(-1)!.route;
      const loaded = await (leaf.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component).toBe(pageModule.default);
    }
  }, 60_000);

  it('rien pour une page dont un module n’est pas nommé, ni pour un chemin inconnu', () => {
    expect(routeModules(routes, '/avatar')).toEqual([]);
    expect(routeModules(routes, '/nulle-part')).toEqual([]);
  });
});
