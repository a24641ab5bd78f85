import { defineRoute } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  testDatabaseKind,
} from '../../test/helper';
import { registerRoute } from '../http/register-route';

const ok = { 200: z.object({ ok: z.literal(true) }) };
const base = { method: 'GET', summary: 'essai', tag: 'Essai', responses: ok } as const;
const routes = {
  level6: defineRoute({ ...base, path: '/essai/niveau6', access: { audience: 'account', minLevel: 6 } }),
  level15: defineRoute({ ...base, path: '/essai/niveau15', access: { audience: 'account', minLevel: 15 } }),
  owner: defineRoute({
    ...base,
    path: '/essai/:userId',
    access: { audience: 'account', ownerParam: 'userId' },
    params: z.object({ userId: z.uuid('Identifiant invalide.') }),
  }),
  staff: defineRoute({ ...base, path: '/essai/equipe', access: { audience: 'staff' } }),
  company: defineRoute({ ...base, path: '/essai/entreprise', access: { audience: 'company' } }),
  teacher: defineRoute({ ...base, path: '/essai/enseignant', access: { audience: 'teacher' } }),
};

describe(`Politiques d’accès déclarées dans la table des routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      for (const route of Object.values(routes)) {
        registerRoute(app, route as typeof routes.staff, async () => ({ ok: true as const }));
      }
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('refuse sans jeton, avant toute autre vérification', async () => {
    const response = await get('/essai/niveau6');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'non_authentifie', message: 'Utilisateur non authentifié' });
  });

  it('refuse sous le niveau requis, accepte une fois atteint', async () => {
    const user = await createTestUser(t);
    const below = await get('/essai/niveau6', user.headers);
    expect(below.statusCode).toBe(403);
    expect(below.json().message).toBe('Cette section s’ouvre au niveau 6. Tu es au niveau 1.');
    await setTestLevel(t.database, user.id, 6);
    expect((await get('/essai/niveau6', user.headers)).statusCode).toBe(200);
  });

  it('ne compte au-delà du niveau 10 que pour un compte payant', async () => {
    const user = await createTestUser(t);
    await setTestLevel(t.database, user.id, 15, { paid: false });
    expect((await get('/essai/niveau15', user.headers)).statusCode).toBe(403);
    await setTestLevel(t.database, user.id, 15, { paid: true });
    expect((await get('/essai/niveau15', user.headers)).statusCode).toBe(200);
  });

  it('ne laisse toucher que ses propres données, et valide l’identifiant d’abord', async () => {
    const [lea, sam] = [await createTestUser(t), await createTestUser(t)];
    expect((await get(`/essai/${lea.id}`, lea.headers)).statusCode).toBe(200);
    const other = await get(`/essai/${lea.id}`, sam.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('acces_refuse');
    expect((await get('/essai/pas-un-uuid', sam.headers)).statusCode).toBe(400);
  });

  it('réserve les routes d’équipe à l’équipe, lue en base à chaque appel', async () => {
    const staff = await createTestUser(t, { isStaff: true });
    expect((await get('/essai/equipe', staff.headers)).statusCode).toBe(200);
    await t.database.query('UPDATE users SET is_staff = false WHERE id = $1', [staff.id]);
    const revoked = await get('/essai/equipe', staff.headers);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('reserve_equipe');
  });

  it('réserve l’espace entreprise aux comptes entreprise', async () => {
    const student = await createTestUser(t);
    const company = await createTestUser(t, { profileType: 'company' });
    expect((await get('/essai/entreprise', student.headers)).statusCode).toBe(403);
    expect((await get('/essai/entreprise', company.headers)).statusCode).toBe(200);
  });

  it('réserve l’espace enseignant aux comptes enseignant', async () => {
    const student = await createTestUser(t);
    const company = await createTestUser(t, { profileType: 'company' });
    const teacher = await createTestUser(t, { profileType: 'teacher' });
    for (const other of [student, company]) {
      const refused = await get('/essai/enseignant', other.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('reserve_enseignant');
    }
    expect((await get('/essai/enseignant', teacher.headers)).statusCode).toBe(200);
    expect((await get('/essai/enseignant')).statusCode).toBe(401);
  });
});
