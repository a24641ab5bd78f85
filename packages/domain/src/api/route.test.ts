import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, fillPath, successSchema } from './route';

describe('fillPath', () => {
  it('puts encoded parameters in place', () => {
    expect(fillPath('/progression/:userId/complete', { userId: 'a b/c' })).toBe(
      '/progression/a%20b%2Fc/complete',
    );
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => fillPath('/rome/metiers/:code', {})).toThrow('code');
  });

  it('leaves a path without parameters alone', () => {
    expect(fillPath('/health')).toBe('/health');
  });
});

describe('successSchema', () => {
  it('picks the 200, 201 or 202 answer, and nothing for 204', () => {
    const created = z.object({ id: z.string() });
    const route = defineRoute({
      method: 'POST',
      path: '/x',
      summary: 'x',
      tag: 'x',
      access: { audience: 'public' },
      responses: { 201: created },
    });
    expect(successSchema(route)).toBe(created);
    const empty = defineRoute({ ...route, responses: { 204: null } });
    expect(successSchema(empty)).toBeUndefined();
  });
});

describe('ALL_ROUTES', () => {
  it('lists every route once, nested groups included, with a unique method and path', async () => {
    const { ALL_ROUTES, API } = await import('./index');
    const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`DELETE ${API.catalog.savedOffres.remove.path}`);
  });
});
