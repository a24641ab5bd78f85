import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { messageIds, openChatSocket } from './chat-test-support';

let t: TestApp;
let lea: TestUser;
let sam: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  lea = await createTestUser(t, { firstName: 'Léa' });
  sam = await createTestUser(t, { firstName: 'Sam' });
  staff = await createTestUser(t, { firstName: 'Nora', isStaff: true });
  await t.database.query("UPDATE profiles SET last_name = 'martin' WHERE user_id = $1", [lea.id]);
  for (const user of [lea, sam, staff]) await setTestLevel(t.database, user.id, 15);
});
afterAll(() => t.close());

const post = (user: TestUser, content: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: user.headers, payload: { content } });

describe('global chat over HTTP', () => {
  it('refuses below level 15 and without a token', async () => {
    const young = await createTestUser(t);
    const below = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: young.headers });
    expect(below.statusCode).toBe(403);
    expect(below.json().code).toBe('niveau_insuffisant');
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/messages' })).statusCode).toBe(401);
  });

  it('stores a message under a display name, masks swear words, and lists it in order', async () => {
    const sent = await post(lea, '  Salut, quel connard ce prof  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ authorName: 'Léa M.', isStaff: false, isMine: true });
    expect(sent.json().content).toBe('Salut, quel ******* ce prof');
    await post(staff, 'Bienvenue à toutes et à tous');
    const list = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: sam.headers });
    const messages = list.json().messages as Array<{ content: string; isMine: boolean; isStaff: boolean }>;
    expect(messages.map((m) => m.content).slice(-2)).toEqual([
      'Salut, quel ******* ce prof',
      'Bienvenue à toutes et à tous',
    ]);
    expect(messages.at(-1)).toMatchObject({ isStaff: true, isMine: false });
    expect(JSON.stringify(messages)).not.toContain('@example.fr');
  });

  it('refuses blank and over-long messages with a French 400', async () => {
    const blank = await post(sam, '   \n ');
    expect(blank.statusCode).toBe(400);
    expect((await post(sam, 'a'.repeat(501))).statusCode).toBe(400);
  });

  it('limits the sending rate per user', async () => {
    const flooder = await createTestUser(t);
    await setTestLevel(t.database, flooder.id, 15);
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await post(flooder, `message ${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(flooder, 'encore');
    expect(limited.json()).toEqual({
      code: 'trop_de_messages',
      message: 'Tu envoies beaucoup de messages. Attends quelques secondes.',
    });
  });

  it('records reports, and lets only staff hide a message for everyone', async () => {
    const id = (await post(sam, 'À cacher')).json().id as number;
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/report`,
      headers: lea.headers,
    });
    expect(report.statusCode).toBe(200);
    const [stored] = await t.database.query('SELECT 1 FROM chat_reports WHERE message_id = $1', [id]);
    expect(stored).toBeDefined();
    const byStudent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/hide`,
      headers: lea.headers,
    });
    expect(byStudent.statusCode).toBe(403);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/hide`,
      headers: staff.headers,
    });
    expect(byStaff.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: sam.headers });
    expect(list.json().messages.map((m: { id: number }) => m.id)).not.toContain(id);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/hide`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(404);
    // One line in the staff's audit log, for the hide that happened only.
    const logged = await t.database.query<{
      staff_id: string;
      action: string;
      details: { messageId: number };
    }>(
      "SELECT staff_id, action, details FROM staff_audit WHERE action = 'masquer_message' AND details->>'messageId' = $1",
      [String(id)],
    );
    expect(logged).toEqual([{ staff_id: staff.id, action: 'masquer_message', details: { messageId: id } }]);
  });

  it('lists reported messages for the staff only, most reported first, until one is hidden', async () => {
    // Its own author: the others' sending quota is kept for the tests that follow.
    const author = await createTestUser(t, { firstName: 'Yanis' });
    await setTestLevel(t.database, author.id, 15);
    const once = (await post(author, 'Signalé une fois')).json().id as number;
    const twice = (await post(author, 'Signalé deux fois')).json().id as number;
    const report = (id: number, who: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/chat/messages/${id}/report`, headers: who.headers });
    await report(once, sam);
    await report(twice, sam);
    await report(twice, staff);
    const queue = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/chat/reports',
        headers: staff.headers,
      });
      return response.json().messages as { id: number; reports: number; authorName: string }[];
    };
    const listed = (await queue()).filter((m) => m.id === once || m.id === twice);
    expect(listed.map((m) => [m.id, m.reports])).toEqual([
      [twice, 2],
      [once, 1],
    ]);
    expect(listed[0]?.authorName).toBe('Yanis');
    const student = await t.app.inject({ method: 'GET', url: '/api/chat/reports', headers: sam.headers });
    expect(student.statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/chat/messages/${twice}/hide`, headers: staff.headers });
    expect((await queue()).map((m) => m.id)).not.toContain(twice);
  });

  it('lets staff hide a message whatever their own level: moderation is a role', async () => {
    const id = (await post(sam, 'À masquer par une équipière débutante')).json().id as number;
    const newcomer = await createTestUser(t, { firstName: 'Inès', isStaff: true });
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${id}/hide`,
      headers: newcomer.headers,
    });
    expect(hidden.statusCode).toBe(200);
  });
});

describe('global chat over WebSocket', () => {
  it('answers « Non authentifié » without a valid token', async () => {
    const socket = await openChatSocket(t.app, { token: 'faux' });
    expect(await socket.closeCode).toBe(4401);
    expect(socket.events).toEqual([{ type: 'error', code: 'non_authentifie', message: 'Non authentifié' }]);
  });

  it('pushes new messages and hides live', async () => {
    const socket = await openChatSocket(t.app, { token: sam.token });
    await socket.waitFor((events) => events.some((e) => e.type === 'ready'));
    const id = (await post(lea, 'En direct')).json().id as number;
    await socket.waitFor((events) => messageIds(events).includes(id));
    await t.app.inject({ method: 'POST', url: `/api/chat/messages/${id}/hide`, headers: staff.headers });
    await socket.waitFor((events) => events.some((e) => e.type === 'hidden' && e.id === id));
    socket.close();
  });

  it('resumes after a reconnect without losing or repeating a message', async () => {
    const first = await openChatSocket(t.app, { token: sam.token });
    await first.waitFor((events) => events.some((e) => e.type === 'ready'));
    const before = (await post(lea, 'avant la coupure')).json().id as number;
    await first.waitFor((events) => messageIds(events).includes(before));
    first.close();
    await first.closeCode;

    const missed: number[] = [];
    for (const text of ['pendant 1', 'pendant 2']) missed.push((await post(staff, text)).json().id as number);
    const resumed = await openChatSocket(t.app, { token: sam.token, since: before });
    // A message sent while the backlog is read must arrive exactly once too.
    const during = (await post(lea, 'pendant la reprise')).json().id as number;
    await resumed.waitFor((events) => messageIds(events).includes(during));
    expect(messageIds(resumed.events)).toEqual([...missed, during]);
    resumed.close();
  });

  it('tells a returning client which of its messages the staff hid while it was away', async () => {
    const first = await openChatSocket(t.app, { token: sam.token });
    await first.waitFor((events) => events.some((e) => e.type === 'ready'));
    const kept = (await post(lea, 'reste visible')).json().id as number;
    const hidden = (await post(staff, 'sera masqué')).json().id as number;
    await first.waitFor((events) => messageIds(events).includes(hidden));
    first.close();
    await first.closeCode;

    await t.app.inject({ method: 'POST', url: `/api/chat/messages/${hidden}/hide`, headers: staff.headers });
    const resumed = await openChatSocket(t.app, { token: sam.token, since: hidden });
    await resumed.waitFor((events) => events.some((e) => e.type === 'ready'));
    const hiddenIds = resumed.events.flatMap((event) => (event.type === 'hidden' ? [event.id] : []));
    expect(hiddenIds).toContain(hidden);
    expect(hiddenIds).not.toContain(kept);
    resumed.close();
  });
});
