import { ALL_ROUTES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from './helper';

// A value every path parameter of the staff routes accepts in shape (ids are uuids or slugs).
const PARAM = '00000000-0000-4000-8000-000000000000';
const STAFF_ROUTES = ALL_ROUTES.filter((route) => route.access.audience === 'staff' && !route.stream);

describe(`chaque route de l’équipe refuse élèves, entreprises et visiteurs (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  let company: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    student = await createTestUser(t);
    await setTestLevel(t.database, student.id, 30);
    company = await createTestUser(t, { profileType: 'company' });
  });
  afterAll(() => t.close());

  it('la table des routes en déclare plusieurs', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(STAFF_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      const url = `/api${route.path.replace(/:\w+/g, PARAM)}`;
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method,
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      expect((await call({})).statusCode).toBe(401);
      for (const who of [student, company]) {
        const response = await call(who.headers);
        expect(response.statusCode, response.body).toBe(403);
      }
    },
  );
});
