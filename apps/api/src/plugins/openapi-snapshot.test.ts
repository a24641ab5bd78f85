import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

// A refactoring that moves code between modules must leave the published contract untouched:
// the whole OpenAPI document is compared with the one committed beside this test.
describe('Document OpenAPI figé', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reste identique au document enregistré', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi.json',
    );
  });
});
