import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp, uniqueEmail } from '../auth/auth.test-support';

describe(`l’équipe exerce les droits d’une personne qui le demande (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object = { reason: 'Demande écrite du 26 novembre' }) =>
    t.app.inject({ method: 'POST', url, headers: staff.headers, payload });
  const auditOf = (action: string) =>
    t.database.query<{ target: string | null; reason: string | null }>(
      'SELECT target_user_id AS target, reason FROM staff_audit WHERE action = $1',
      [action],
    );

  it('exporte les données d’un compte, comme « Mes données », et le note au journal', async () => {
    const lea = await createTestUser(t, { firstName: 'Léa' });
    expect((await post(`/api/admin/users/${lea.id}/export`, {})).statusCode).toBe(400);
    const exported = await post(`/api/admin/users/${lea.id}/export`);
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.account.email).toBe(lea.email);
    expect(data.tables.profiles[0].first_name).toBe('Léa');
    expect(JSON.stringify(data)).not.toMatch(/password_hash/);
    expect(await auditOf('export_donnees')).toEqual([
      { target: lea.id, reason: 'Demande écrite du 26 novembre' },
    ]);
    expect((await post('/api/admin/users/00000000-0000-4000-8000-000000000000/export')).statusCode).toBe(404);
  });

  it('supprime un compte : ses sessions s’arrêtent, le journal garde la raison sans la personne', async () => {
    const sam = await createTestUser(t, { firstName: 'Sam' });
    const deleted = await post(`/api/admin/users/${sam.id}/delete`, {
      reason: 'Demande du parent, 25 novembre',
    });
    expect(deleted.statusCode).toBe(204);
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE id = $1',
      [sam.id],
    );
    expect(row?.count).toBe(0);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: sam.headers });
    expect(profile.statusCode).toBe(401);
    expect(await auditOf('suppression_compte')).toEqual([
      { target: null, reason: 'Demande du parent, 25 novembre' },
    ]);
    expect((await post(`/api/admin/users/${staff.id}/delete`)).statusCode).toBe(409);
  });

  it('renvoie la confirmation d’un compte qui ne l’a pas faite, jamais d’un compte confirmé', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: 'motdepasse-solide',
        userData: { prenom: 'Inès', nom: 'Roy', age: 16, genre: 'Femme', departement: '33 - Gironde' },
      },
    });
    await t.outbox();
    const [account] = await t.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const resent = await post(`/api/admin/users/${account!.id}/resend-confirmation`);
    expect(resent.statusCode).toBe(202);
    expect((await t.outbox()).filter((mail) => mail.to === email)).toHaveLength(2);
    const confirmed = await createTestUser(t);
    expect((await post(`/api/admin/users/${confirmed.id}/resend-confirmation`)).json().code).toBe(
      'deja_confirme',
    );
  });
});
