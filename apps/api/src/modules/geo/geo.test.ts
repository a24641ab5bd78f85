import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { getAs, seedPlaces } from '../catalog/catalog-test-data';

describe(`suggestions de lieux (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces(t);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const suggest = (query: Record<string, string>) => getAs(t, user, '/api/geo/suggest', query);

  it('propose les départements par début de nom (sans accent) ou par code', async () => {
    expect((await suggest({ type: 'departement', q: 'rho' })).body.items).toEqual([
      { code: '69', label: 'Rhône' },
    ]);
    expect((await suggest({ type: 'departement', q: 'saint' })).body.items).toEqual([
      { code: '93', label: 'Seine-Saint-Denis' },
    ]);
    expect((await suggest({ type: 'departement', q: '33' })).body.items[0]).toEqual({
      code: '33',
      label: 'Gironde',
    });
  });

  it('propose les régions, y compris par leur forme courante', async () => {
    expect((await suggest({ type: 'region', q: 'ile' })).body.items).toEqual([
      { code: '11', label: 'Île-de-France' },
    ]);
    expect((await suggest({ type: 'region', q: 'IDF' })).body.items).toEqual([
      { code: '11', label: 'Île-de-France' },
    ]);
  });

  it('propose les communes par début de nom ou code INSEE, sans leurs arrondissements', async () => {
    expect((await suggest({ type: 'commune', q: 'lyon' })).body.items).toEqual([
      { code: '69123', label: 'Lyon (69)' },
      { code: '27377', label: 'Lyons-la-Forêt (27)' },
    ]);
    expect((await suggest({ type: 'commune', q: 'paris' })).body.items).toEqual([
      { code: '75056', label: 'Paris (75)' },
    ]);
    expect((await suggest({ type: 'commune', q: '33063' })).body.items).toEqual([
      { code: '33063', label: 'Bordeaux (33)' },
    ]);
  });

  it('refuse un type inconnu ou un texte vide', async () => {
    expect((await suggest({ type: 'ville', q: 'a' })).status).toBe(400);
    expect((await suggest({ type: 'region', q: ' ' })).status).toBe(400);
  });
});
