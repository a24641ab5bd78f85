import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  refreshWith,
  signedInAccount,
} from '../auth/auth.test-support';
import { findUserReferences, quoteIdent } from './user-tables';

describe(`mes données : export et suppression (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    // Stands for the chat's table: an e-mail copied next to the content, user_id set to null on delete.
    await t.database.exec(`CREATE TABLE test_global_chat (
      id serial PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      user_email text,
      content text NOT NULL)`);
  });
  afterAll(() => t.close());

  const signIn = () => signedInAccount(t);

  it('exporte tout ce qui concerne l’utilisateur, sans secrets ni données d’autrui', async () => {
    const lea = await signIn();
    const other = await signIn();
    await t.database.query(
      'INSERT INTO test_global_chat (user_id, user_email, content) VALUES ($1, $2, $3), ($4, $5, $6)',
      [lea.id, lea.email, 'Salut tout le monde', other.id, other.email, 'Message de quelqu’un d’autre'],
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: lea.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('declic-mes-donnees.json');
    const data = response.json();
    expect(data.account).toMatchObject({ id: lea.id, email: lea.email });
    expect(data.tables.profiles[0]).toMatchObject({ first_name: 'Léa', department: '69 - Rhône' });
    expect(data.tables.questionnaire_answers).toHaveLength(2);
    expect(data.tables.refresh_tokens.length).toBeGreaterThan(0);
    expect(data.tables.test_global_chat).toEqual([
      expect.objectContaining({ content: 'Salut tout le monde' }),
    ]);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toMatch(/password_hash|token_hash|argon2/);
  });

  it('refuse la suppression sans le bon mot de passe', async () => {
    const lea = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: lea.headers,
      payload: { password: 'pas-le-bon' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('mot_de_passe_incorrect');
    expect(await t.database.query('SELECT 1 FROM users WHERE id = $1', [lea.id])).toHaveLength(1);
  });

  it('supprime le compte et toutes ses lignes, ferme les sessions, et la connexion échoue ensuite', async () => {
    const lea = await signIn();
    // Typed with capitals: the counter is the lowercase address's all the same.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: lea.email.toUpperCase() },
    });
    const countersOf = async (value: string) =>
      (
        await t.database.query<{ key: string }>('SELECT key FROM rate_limit_counters WHERE key LIKE $1', [
          `%${t.app.rateLimitKeys.personal(value)}`,
        ])
      ).map((row) => row.key);
    // Registration, sign-in and recovery each counted the address, hashed.
    expect(await countersOf(lea.email.toLowerCase())).toHaveLength(3);
    await t.database.query(
      'INSERT INTO test_global_chat (user_id, user_email, content) VALUES ($1, $2, $3)',
      [lea.id, lea.email, 'À supprimer'],
    );
    await t.database.query(
      'INSERT INTO bug_reports (user_id, email, description) VALUES ($1, $2, $3), (NULL, $2, $4)',
      [lea.id, lea.email, 'Signalé connectée', 'Signalé sans être connectée'],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: lea.headers,
      payload: { password: lea.password },
    });
    expect(response.statusCode).toBe(204);
    // Every column that names a user, found in the catalogue: none still points at Léa.
    for (const { table, column } of [
      { table: 'users', column: 'id' },
      ...(await findUserReferences(t.database)),
    ]) {
      const left = await t.database.query(
        `SELECT 1 FROM ${quoteIdent(table)} WHERE ${quoteIdent(column)} = $1`,
        [lea.id],
      );
      expect(left, `${table}.${column}`).toHaveLength(0);
    }
    // Every text column holding an e-mail, anywhere: Léa's address is gone (her bug reports too).
    const emailColumns = await t.database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name LIKE '%email' AND data_type = 'text'`,
    );
    expect(emailColumns.map((c) => c.table_name)).toEqual(expect.arrayContaining(['users', 'bug_reports']));
    for (const { table_name: table, column_name: column } of emailColumns) {
      const left = await t.database.query(
        `SELECT 1 FROM ${quoteIdent(table)} WHERE lower(${quoteIdent(column)}) = lower($1)`,
        [lea.email],
      );
      expect(left, `${table}.${column}`).toHaveLength(0);
    }
    expect(
      await t.database.query('SELECT 1 FROM test_global_chat WHERE user_email = $1', [lea.email]),
    ).toHaveLength(0);
    // Every column that can hold text, in every table: the address appears nowhere, in any case.
    const textColumns = await t.database.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    for (const { table_name: table, column_name: column } of textColumns) {
      const left = await t.database.query(
        `SELECT 1 FROM ${quoteIdent(table)} WHERE strpos(lower(${quoteIdent(column)}::text), lower($1)) > 0`,
        [lea.email],
      );
      expect(left, `${table}.${column}`).toHaveLength(0);
    }
    // Its counters are gone with it (the key holds a digest, found again from the address).
    expect(await countersOf(lea.email.toLowerCase())).toEqual([]);
    expect(await countersOf(lea.id)).toEqual([]);
    const refresh = await refreshWith(t, lea.cookie);
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: lea.email, password: lea.password },
    });
    expect(login.statusCode).toBe(401);
    // The access token still verifies for a few minutes, but names nobody any more.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: lea.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: lea.headers })).statusCode,
    ).toBe(401);
  });
});
