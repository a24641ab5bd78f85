import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { runAdminCommand, UsageError } from './admin.commands';

describe(`administration (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
    student = await createTestUser(t);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  it('un membre de l’équipe place un élève au niveau 9', async () => {
    const response = await post(staff, `/api/admin/users/${student.id}/level`, { level: 9 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: student.id, level: 9, isPaid: false });
    const progression = await t.app.inject({
      method: 'GET',
      url: `/api/progression/${student.id}`,
      headers: student.headers,
    });
    expect(progression.json()).toMatchObject({ level: 9, xp: 800 });
    expect(progression.json().quests).toHaveLength(8);
  });

  it('donne et retire les statuts payant et équipe, retrouve un compte par adresse', async () => {
    const granted = (await post(staff, `/api/admin/users/${student.id}/paid`, { value: true })).json();
    expect(granted).toMatchObject({ isPaid: true, paidOrigin: 'equipe', consent: null });
    const revoked = (await post(staff, `/api/admin/users/${student.id}/paid`, { value: false })).json();
    expect(revoked).toMatchObject({ isPaid: false, paidOrigin: null });
    // A parent's consent to sign up, once given, shows on the account.
    await t.database.query(
      `INSERT INTO parent_requests (student_id, purpose, parent_email, token_hash, expires_at, consented_at)
       VALUES ($1, 'inscription', 'parent@example.fr', 'empreinte-test', now() + interval '7 days', now())`,
      [student.id],
    );
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(student.email.toUpperCase())}`,
      headers: staff.headers,
    });
    expect(found.json()).toMatchObject({ id: student.id, isStaff: false, name: 'Léa', consent: 'accord' });
    // When the account was created and last used: ISO dates the staff screen writes out.
    expect(Date.parse(found.json().createdAt)).not.toBeNaN();
    expect(Date.parse(found.json().lastActiveAt)).not.toBeNaN();
  });

  it('cherche des comptes par un bout de nom sans accents, ou d’adresse ; les jokers restent des lettres', async () => {
    await t.database.query(
      "UPDATE profiles SET first_name = 'Éloïse', last_name = 'Dupré' WHERE user_id = $1",
      [student.id],
    );
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users/search?q=${encodeURIComponent(q)}`,
          headers: staff.headers,
        })
      ).json();
    expect((await search('eloise dup')).users.map((user: { id: string }) => user.id)).toEqual([student.id]);
    expect((await search(student.email.slice(0, 8).toUpperCase())).users[0]).toMatchObject({
      id: student.id,
    });
    expect((await search('%%')).users).toEqual([]);
    expect((await search('x')).message).toBe('Requête invalide (q)\u202f: Tape au moins deux lettres.');
    const byStudent = await t.app.inject({ url: '/api/admin/users/search?q=lea', headers: student.headers });
    expect(byStudent.statusCode).toBe(403);
  });

  it('refuse tout cela à un élève (403) et à un visiteur (401)', async () => {
    for (const [url, payload] of [
      [`/api/admin/users/${student.id}/level`, { level: 20 }],
      [`/api/admin/users/${student.id}/paid`, { value: true }],
      [`/api/admin/users/${student.id}/staff`, { value: true }],
    ] as const) {
      const denied = await post(student, url, payload);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'reserve_equipe' });
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bug-reports',
      headers: student.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('répond 404 pour un compte inconnu et 400 pour un niveau hors bornes', async () => {
    const unknown = await post(staff, '/api/admin/users/00000000-0000-4000-8000-000000000000/level', {
      level: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post(staff, `/api/admin/users/${student.id}/level`, { level: 51 })).statusCode).toBe(400);
  });

  it('relit les signalements reçus', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/support/bug',
      headers: student.headers,
      payload: { title: 'Relu', description: 'À relire par l’équipe' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bug-reports?limit=5',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]).toMatchObject({
      title: 'Relu',
      email: student.email,
      userId: student.id,
    });
  });

  it('la commande npm run admin fait la même chose, par adresse e-mail', async () => {
    expect(await runAdminCommand(t.database, ['set-level', student.email, '12'])).toContain(
      'niveau 12 (affiché 10',
    );
    expect(await runAdminCommand(t.database, ['set-paid', student.email, 'true'])).toContain('payant : oui');
    expect(await runAdminCommand(t.database, ['set-staff', student.email, 'false'])).toContain(
      'équipe : non',
    );
    await expect(runAdminCommand(t.database, ['set-level', student.email, '99'])).rejects.toThrow(UsageError);
    await expect(runAdminCommand(t.database, ['set-paid', student.email, 'oui'])).rejects.toThrow(
      /true ou false/,
    );
    await expect(runAdminCommand(t.database, ['set-level', 'personne@example.fr', '2'])).rejects.toThrow(
      /Aucun compte/,
    );
    await expect(runAdminCommand(t.database, ['supprimer', student.email])).rejects.toThrow(
      /Commande inconnue/,
    );
  });

  describe('journal des actions de l’équipe', () => {
    const audit = async (user = staff) =>
      t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: user.headers });

    it('chaque action écrit une ligne : qui, quoi, sur qui, pourquoi', async () => {
      const target = await createTestUser(t);
      const before = (await audit()).json().items.length;
      await post(staff, `/api/admin/users/${target.id}/paid`, {
        value: true,
        reason: 'Bourse du lycée Ampère',
      });
      const items = (await audit()).json().items;
      expect(items[0]).toMatchObject({
        staffEmail: staff.email,
        via: 'api',
        action: 'acces_payant',
        targetEmail: target.email,
        details: { value: true },
        reason: 'Bourse du lycée Ampère',
      });
      expect(Number.isNaN(Date.parse(items[0].at))).toBe(false);
      expect(items.length).toBe(Math.min(before + 1, 5));

      await runAdminCommand(t.database, ['set-level', target.email, '3']);
      expect((await audit()).json().items[0]).toMatchObject({
        staffEmail: null,
        via: 'cli',
        action: 'niveau',
        targetEmail: target.email,
        details: { to: 3 },
        reason: null,
      });
    });

    it('un refus n’écrit rien, et seul un membre de l’équipe lit le journal', async () => {
      const count = async () =>
        Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM staff_audit'))[0]?.n);
      const before = await count();
      expect((await post(student, `/api/admin/users/${student.id}/paid`, { value: true })).statusCode).toBe(
        403,
      );
      expect(
        (await post(staff, '/api/admin/users/00000000-0000-4000-8000-000000000000/paid', { value: true }))
          .statusCode,
      ).toBe(404);
      expect(await count()).toBe(before);
      expect((await audit(student)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
      const tooLong = await post(staff, `/api/admin/users/${student.id}/paid`, {
        value: true,
        reason: 'x'.repeat(301),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('300 caractères');
    });
  });
});
