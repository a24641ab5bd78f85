import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';

const SUPPORT = 'support-test@declic.example';

describe(`signalement envoyé au support par SMTP (${testDatabaseKind})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('enregistre puis envoie le signalement à l’adresse de support', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/bug',
      headers: user.headers,
      payload: {
        title: 'Menu fige',
        description: 'Le menu reste ouvert',
        location: 'http://x/app',
        userAgent: 'UA-test',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mailed).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([SUPPORT]);
    for (const part of ['Le menu reste ouvert', 'http://x/app', 'UA-test', user.email, response.json().id]) {
      expect(smtp.received[0]?.raw).toContain(part);
    }
    const [row] = await t.database.query<{ mailed_at: unknown }>(
      'SELECT mailed_at FROM bug_reports WHERE id = $1',
      [response.json().id],
    );
    expect(row?.mailed_at).not.toBeNull();
  });
});

describe(`serveur d’e-mail injoignable (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('garde le signalement et répond quand même 201, sans prétendre l’avoir envoyé', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/bug',
      payload: { description: 'Rien ne marche' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mailed).toBe(false);
    const [row] = await t.database.query<{ description: string; mailed_at: unknown }>(
      'SELECT description, mailed_at FROM bug_reports WHERE id = $1',
      [response.json().id],
    );
    expect(row).toEqual({ description: 'Rien ne marche', mailed_at: null });
  });
});
