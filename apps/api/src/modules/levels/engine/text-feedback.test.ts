import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../../test/fake-chat-server';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  testDatabaseKind,
} from '../../../../test/helper';
import { providerApp } from '../../ai-chat/ai-chat-test-support';

const STORY = {
  situation: 'L’année dernière, au club de handball, pendant le tournoi de printemps du lycée.',
  tache: 'Je devais tenir la buvette seule alors que je n’avais jamais géré de caisse.',
  action:
    'J’ai préparé une liste des prix, je rendais la monnaie en comptant à voix haute et je notais chaque vente.',
  resultat: 'Nous avons récolté 420 euros pour le club, et j’ai appris à rester calme quand il y a du monde.',
};

async function saveStory(t: TestApp, level = 13) {
  const user = await atLevel(t, await createTestUser(t), level);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/levels/13/steps/star',
    headers: user.headers,
    payload: { answer: { fields: STORY } },
  });
  return response;
}

describe(`retour sur l’histoire STAR du niveau 13, sans fournisseur (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('le moteur hors ligne donne une ligne par partie', async () => {
    const response = await saveStory(t);
    expect(response.statusCode).toBe(200);
    const { passed, result } = response.json();
    expect(passed).toBe(true);
    expect(result).toMatchObject({ kind: 'feedback', origin: 'hors-ligne' });
    expect(result.lines).toHaveLength(4);
    expect(result.lines[0]).toMatch(/^Situation\u202F:/);
  });
});

describe(`retour sur l’histoire STAR avec un fournisseur local (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    t = await providerApp(server, { AI_DAILY_USER_QUOTA: '1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('rend les lignes de l’IA, avec l’histoire envoyée partie par partie', async () => {
    server.script({
      kind: 'text',
      content: '- Situation : on s’y croit.\n\n- Résultat : bravo pour le chiffre.',
    });
    const { result } = (await saveStory(t)).json();
    expect(result).toEqual({
      kind: 'feedback',
      origin: 'ia',
      lines: ['Situation\u202F: on s’y croit.', 'Résultat\u202F: bravo pour le chiffre.'],
    });
    const sent = JSON.stringify(server.requests.at(-1));
    expect(sent).toContain('420 euros');
  });

  it('une panne du fournisseur donne le retour hors ligne, jamais une erreur', async () => {
    server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const response = await saveStory(t);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ kind: 'feedback', origin: 'hors-ligne' });
  });

  it('quota du jour épuisé : retour hors ligne, sans appel au fournisseur', async () => {
    const user = await atLevel(t, await createTestUser(t), 13);
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/levels/13/steps/star',
        headers: user.headers,
        payload: { answer: { fields: STORY } },
      });
    server.script({ kind: 'text', content: 'Action : très concret.' });
    expect((await save()).json().result.origin).toBe('ia');
    const before = server.requests.length;
    expect((await save()).json().result.origin).toBe('hors-ligne');
    expect(server.requests.length).toBe(before);
  });
});
