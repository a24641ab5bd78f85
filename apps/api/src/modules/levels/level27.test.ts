import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

const ADVICE =
  'Va aux portes ouvertes avec une liste de questions. Moi, j’ai découvert que le BTS avait trois semaines de stage, et ça a tout changé.';

describe(`niveau 27 : les conseils d’anciens, publiés après relecture (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const wall = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/advice', headers: user.headers })).json() as {
      advice: { id: string; text: string; author: string }[];
      own: { status: string; reason: string | null } | null;
    };
  const queue = async () =>
    (await t.app.inject({ url: '/api/admin/advice', headers: staff.headers })).json().advice as {
      id: string;
      text: string;
    }[];
  const moderate = (id: string, decision: string, reason: string, who = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/advice/${id}/moderate`,
      headers: who.headers,
      payload: { decision, reason },
    });

  it('le conseil part en relecture, n’est publié qu’après l’équipe, signé du prénom seulement', async () => {
    const user = await atLevel(t, await createTestUser(t, { firstName: 'Inès' }), 27);
    await t.database.query("UPDATE profiles SET last_name = 'Durand' WHERE user_id = $1", [user.id]);
    const saved = await saveStepAs(t, user, 27, 'conseil', { topic: 'orientation', text: ADVICE });
    expect(saved.json()).toMatchObject({ passed: true, result: { kind: 'advice', status: 'en_attente' } });
    expect((await wall(user)).own).toEqual({ status: 'en_attente', reason: null });
    expect((await wall(user)).advice.some((advice) => advice.text === ADVICE)).toBe(false);

    const pending = (await queue()).find((advice) => advice.text === ADVICE);
    expect(pending).toBeDefined();
    expect((await moderate(pending?.id ?? '', 'publier', 'Conseil concret et bienveillant')).statusCode).toBe(
      204,
    );
    const reader = await atLevel(t, await createTestUser(t), 1);
    const published = (await wall(reader)).advice.find((advice) => advice.text === ADVICE);
    expect(published?.author).toBe('Inès');
    expect(JSON.stringify(await wall(reader))).not.toContain('@');
    // Saving the same text again keeps it published; a new text goes back to the queue.
    await saveStepAs(t, user, 27, 'conseil', { topic: 'orientation', text: ADVICE });
    expect((await wall(user)).own?.status).toBe('publie');
    await saveStepAs(t, user, 27, 'conseil', {
      topic: 'orientation',
      text: `${ADVICE} Et pose tes questions.`,
    });
    expect((await wall(user)).own?.status).toBe('en_attente');

    const [audit] = await t.database.query<{ action: string }>(
      "SELECT action FROM staff_audit WHERE action LIKE 'conseil_%' ORDER BY created_at DESC LIMIT 1",
    );
    expect(audit?.action).toBe('conseil_publie');
  });

  it('l’équipe peut refuser ou retirer, avec une raison que l’élève lit ; un élève ne peut pas modérer', async () => {
    const user = await atLevel(t, await createTestUser(t), 27);
    await saveStepAs(t, user, 27, 'conseil', { topic: 'stress', text: `${ADVICE} Respire avant l’oral.` });
    const pending = (await queue()).find((advice) => advice.text.endsWith('Respire avant l’oral.'));
    const id = pending?.id ?? '';
    expect((await moderate(id, 'publier', 'Je publie', user)).statusCode).toBe(403);
    expect((await moderate(id, 'refuser', 'Cite une expérience à toi')).statusCode).toBe(204);
    expect((await wall(user)).own).toEqual({ status: 'refuse', reason: 'Cite une expérience à toi' });
    expect((await moderate('00000000-0000-4000-8000-000000000000', 'retirer', 'Doublon')).statusCode).toBe(
      404,
    );
    expect((await moderate(id, 'publier', '')).statusCode).toBe(400);
  });

  it('refuse les mots grossiers et les moyens de contact, sans rien envoyer à l’équipe', async () => {
    const user = await atLevel(t, await createTestUser(t), 27);
    const rude = await saveStepAs(t, user, 27, 'conseil', {
      topic: 'motivation',
      text: `${ADVICE} Putain, fonce.`,
    });
    expect(rude.json().passed).toBe(false);
    expect(rude.json().problems[0].message).toMatch(/mot grossier/);
    const contact = await saveStepAs(t, user, 27, 'conseil', {
      topic: 'motivation',
      text: `${ADVICE} snap : lea35`,
    });
    expect(contact.json().passed).toBe(false);
    expect((await wall(user)).own).toBeNull();
  });
});
