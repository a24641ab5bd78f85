import { ALL_ROUTES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

type Document = { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };

/** `/api/progression/:userId` as OpenAPI writes it: `/api/progression/{userId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\/$/, '');
const key = (method: string, url: string) => `${method.toUpperCase()} ${openApiPath(url)}`;

describe('Document OpenAPI et table des routes', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('est un document OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documente exactement les routes enregistrées sous /api', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, path)),
    );
    const registered = t.app.registeredRoutes.map((route) => key(route.method, route.url));
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(registered.length).toBeGreaterThan(20);
  });

  it('enregistre chaque route de la table, protégée si elle n’est pas publique', () => {
    for (const route of ALL_ROUTES) {
      const url = `/api${route.path}`;
      expect(t.app.hasRoute({ method: route.method, url }), key(route.method, url)).toBe(true);
      const operation = document.paths[openApiPath(url)]?.[route.method.toLowerCase()];
      expect(operation, key(route.method, url)).toBeDefined();
      expect(Boolean(operation?.security), key(route.method, url)).toBe(route.access.audience !== 'public');
    }
  });

  it('décrit les flux : les événements du conseiller (SSE) et ceux du chat en direct (WebSocket)', () => {
    const stream = (path: string, method: string) =>
      (document.paths[path]?.[method] as { 'x-stream'?: Record<string, unknown> } | undefined)?.['x-stream'];
    const advisor = stream('/api/chat/ai', 'post');
    expect(advisor?.kind).toBe('sse');
    expect(JSON.stringify(advisor?.events)).toContain('"delta"');
    const socket = stream('/api/chat/socket', 'get');
    expect(socket?.kind).toBe('websocket');
    expect(JSON.stringify(socket?.client)).toContain('"auth"');
    expect(JSON.stringify(socket?.events)).toContain('"hidden"');
    expect(ALL_ROUTES.filter((route) => route.stream).length).toBeGreaterThanOrEqual(2);
  });

  it('sert la documentation lisible sur /api/docs sans script externe', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('construit la documentation à la première demande : des demandes simultanées l’attendent et la reçoivent', async () => {
    const fresh = await buildTestApp();
    try {
      const [first, second, page] = await Promise.all([
        fresh.app.inject({ method: 'GET', url: '/api/openapi.json' }),
        fresh.app.inject({ method: 'GET', url: '/api/openapi.json' }),
        fresh.app.inject({ method: 'GET', url: '/api/docs/' }),
      ]);
      expect([first.statusCode, second.statusCode, page.statusCode]).toEqual([200, 200, 200]);
      expect(first.json()).toEqual(document);
      expect(second.body).toBe(first.body);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await fresh.close();
    }
  });
});
