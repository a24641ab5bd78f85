import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
} from '../../../test/helper';

describe('letter written by a configured AI provider', () => {
  let server: FakeChatServer;
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    server = await startFakeChatServer(3711);
    t = await buildTestApp({ AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test' });
    student = await createTestUser(t, { firstName: 'Noé' });
    await setTestLevel(t.database, student.id, 12);
    await t.database.query(
      `UPDATE profiles SET gender = 'Homme', school = 'Lycée Jean Moulin' WHERE user_id = $1`,
      [student.id],
    );
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/letter/generate',
      headers: student.headers,
      payload: {
        style: 'professionnel',
        selection: { type: 'metier', label: 'Infirmier / Infirmière', id: 'DEMO17' },
      },
    });

  it('sends the same inputs as the offline writer and returns the provider’s letter, French typography applied', async () => {
    server.script({ kind: 'text', content: 'Noé\n\nObjet: candidature' });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json().letter).toBe('Noé\n\nObjet\u202f: candidature');
    const prompt = JSON.stringify(server.requests.at(-1)?.messages);
    expect(prompt).toContain('Style professionnel');
    expect(prompt).toContain('Lycée Jean Moulin');
    expect(prompt).toContain('Genre (pour les accords) : Homme');
    expect(prompt).toContain('Compétences clés du métier : Faire des soins');
  });

  it('falls back to the offline writer when the provider fails', async () => {
    server.script(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    );
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json().letter).toContain('Rigoureux, autonome et doté');
  });
});
