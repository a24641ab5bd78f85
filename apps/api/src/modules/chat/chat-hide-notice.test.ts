import { FEATURE_GATES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';

describe(`un message masqué : son auteur est prévenu, avec la raison (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let author: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    author = await atLevel(t, await createTestUser(t, { firstName: 'Hugo' }), FEATURE_GATES.chat);
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const send = async (content: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: author.headers,
        payload: { content },
      })
    ).json().id as number;
  const hide = (id: number, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/hide`,
      headers: staff.headers,
      ...(payload ? { payload } : {}),
    });

  it('la raison de l’équipe part à l’auteur et reste au journal, sur son compte', async () => {
    const id = await send('Écrivez-moi au 06 12 34 56 78 pour un bon plan');
    expect((await hide(id, { reason: 'Pas de numéro de téléphone dans le chat' })).statusCode).toBe(200);
    const mail = (await t.outbox()).filter((message) => message.to === author.email).at(-1);
    expect(mail?.subject).toBe('Un de tes messages du chat a été masqué');
    expect(mail?.text).toContain('Pas de numéro de téléphone dans le chat');
    expect(mail?.text).toContain('Écrivez-moi au 06 12 34 56 78');
    const [line] = await t.database.query<{ target: string; reason: string }>(
      "SELECT target_user_id AS target, reason FROM staff_audit WHERE action = 'masquer_message' AND details->>'messageId' = $1",
      [String(id)],
    );
    expect(line).toEqual({ target: author.id, reason: 'Pas de numéro de téléphone dans le chat' });
  });

  it('sans raison (depuis le chat), l’auteur reçoit le rappel des règles', async () => {
    const id = await send('Message hors sujet');
    expect((await hide(id)).statusCode).toBe(200);
    const mail = (await t.outbox()).filter((message) => message.to === author.email).at(-1);
    expect(mail?.text).toContain('Il ne respectait pas les règles du chat');
  });
});
