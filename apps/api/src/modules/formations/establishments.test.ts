import { ESTABLISHMENT_PAGE_SIZE } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';
import { aSchool } from './establishments.test-support';

describe(`recherche d’établissements (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await aSchool(t, { uai: '0440021J', name: 'Lycée Gabriel Guist’hau', town: 'Nantes' });
    // The same school twice in the catalogue (two formations): one line.
    await aSchool(t, { uai: '0440021J', name: 'Lycée Gabriel Guist’hau', town: 'Nantes' });
    await aSchool(t, { uai: '0330026N', name: 'Lycée Élisée Reclus', town: 'Sainte-Foy-la-Grande' });
    await aSchool(t, { uai: '0690026D', name: 'Lycée du Parc_100%', town: 'Lyon' });
    for (let n = 0; n < ESTABLISHMENT_PAGE_SIZE + 2; n += 1) {
      await aSchool(t, {
        uai: `09900${String(n).padStart(2, '0')}X`,
        name: `Lycée Pagination ${n}`,
        town: 'Foix',
      });
    }
  });
  afterAll(() => t.close());

  const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/establishments?${query}` });

  it.each([
    ['q=guist', '0440021J'],
    ['q=elisee', '0330026N'],
    ['q=SAINTE-FOY', '0330026N'],
    ['q=0440021j', '0440021J'],
  ])('%s trouve son lycée, une seule fois, sans compte', async (query, uai) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    expect(response.json().establishments.map((school: { uai: string }) => school.uai)).toEqual([uai]);
  });

  it('lit « % » et « _ » comme des lettres', async () => {
    expect((await search('q=_100%25')).json().establishments).toHaveLength(1);
    expect((await search('q=%25%25')).json().establishments).toHaveLength(0);
  });

  it('pagine : 20 par page, puis la suite', async () => {
    const first = (await search('q=foix')).json();
    expect(first.establishments).toHaveLength(ESTABLISHMENT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = (await search('q=foix&page=2')).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.establishments).toHaveLength(2);
  });

  it.each([
    ['q=a', 'Tapez au moins 2'],
    ['', 'Tapez le nom, la commune ou le code UAI'],
    ['q=lycee&page=0', 'La page commence à 1.'],
  ])('%s : 400 en français', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
