import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, setTestLevel, testConfig } from '../../../test/helper';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { messageIds, openChatSocket } from './chat-test-support';

// Two API instances on one database: on PostgreSQL each has its own LISTEN connection, so a
// message sent through instance A reaches a client of instance B only through NOTIFY.
let database: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  instanceA = await buildApp({ config: testConfig(), database, logger: false });
  instanceB = await buildApp({ config: testConfig(), database, logger: false });
  await instanceA.listen({ port: 0, host: '127.0.0.1' });
  await instanceB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
  await database.close();
});

it('delivers a message sent to one instance to the clients of the other', async () => {
  const [row] = await database.query<{ id: string }>(
    "INSERT INTO users (email, email_confirmed_at) VALUES ('deux@example.fr', now()) RETURNING id",
  );
  const user = { id: row!.id, email: 'deux@example.fr', profileType: 'student' as const };
  await setTestLevel(database, user.id, 15);
  const token = await instanceA.accessTokens.issue(user);

  const onB = await openChatSocket(instanceB, { token });
  await onB.waitFor((events) => events.some((e) => e.type === 'ready'));
  const sent = await instanceA.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { authorization: `Bearer ${token}` },
    payload: { content: 'Bonjour depuis A' },
  });
  expect(sent.statusCode).toBe(201);
  await onB.waitFor((events) => messageIds(events).includes(sent.json().id));
  expect(onB.events.at(-1)).toMatchObject({
    type: 'message',
    message: { content: 'Bonjour depuis A', authorName: 'Utilisateur' },
  });
  onB.close();
});
