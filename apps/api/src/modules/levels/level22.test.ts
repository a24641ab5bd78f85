import { INTERVIEW_LENGTH, type InterviewQuestionResponse } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { providerApp } from '../ai-chat/ai-chat-test-support';
import { aFormation, aMetier, anOffre } from '../catalog/catalog-test-data';

const STORY =
  'L’année dernière, pendant mon stage de seconde dans une boutique, la vendeuse est tombée malade. ' +
  'Je devais tenir la caisse seule un samedi. J’ai préparé une liste des prix et je comptais à voix haute. ' +
  'Au final, la journée s’est bien passée et la patronne m’a proposé un job d’été.';

/** The catalogue a student's journey names: a job, an offer, two formations. */
async function seedCatalogue(t: TestApp) {
  await aMetier(t, 'D1214', 'Vente en habillement et accessoires de la personne');
  await anOffre(t, 'Vendeur en boutique H/F', { rome_code: 'D1214' });
  await aFormation(t, 'BTS - Management commercial opérationnel', { typeformation: 'BTS' });
  await aFormation(t, 'Licence - Économie et gestion', { typeformation: 'Licence' });
  const [offre] = await t.database.query<{ id: string }>(
    "SELECT id FROM catalog_offres WHERE intitule = 'Vendeur en boutique H/F'",
  );
  const formations = await t.database.query<{ id: string; name: string }>(
    'SELECT id::text AS id, nm[1] AS name FROM catalog_formations ORDER BY id',
  );
  const id = (prefix: string) => formations.find((row) => row.name.startsWith(prefix))?.id ?? '';
  return { offre: offre?.id ?? '', bts: id('BTS'), licence: id('Licence') };
}

type Ids = Awaited<ReturnType<typeof seedCatalogue>>;

/** A student at level 22 who played levels 6, 16, 18 and 19. */
async function student(t: TestApp, ids: Ids): Promise<TestUser> {
  const user = await atLevel(t, await createTestUser(t, { firstName: 'Inès' }), 22);
  await storePassedStep(t, user, 6, 'trois-metiers', { items: [{ code: 'D1214', label: 'Vente' }] });
  await storePassedStep(t, user, 16, 'lettre', {
    target: { catalogue: 'offres', code: ids.offre, label: 'Vendeur' },
  });
  await storePassedStep(t, user, 18, 'projet', { formation: { code: ids.bts, label: 'BTS' } });
  await storePassedStep(t, user, 19, 'voeux', {
    wishes: [
      { code: ids.bts, label: 'BTS' },
      { code: ids.licence, label: 'Licence' },
    ],
  });
  return user;
}

async function ask(t: TestApp, user: TestUser, target: object, turns: object[] = []) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/levels/interview/question',
    headers: user.headers,
    payload: { target, turns },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Plays the whole interview through the API, answering each question with `answer(kind)`. */
async function playInterview(t: TestApp, user: TestUser, target: { kind: string; code: string }) {
  const turns: { questionId: string; kind: string; question: string; origin: string; answer: string }[] = [];
  for (let index = 0; index < INTERVIEW_LENGTH; index += 1) {
    const { body } = await ask(t, user, target, turns);
    const { question, origin } = body as InterviewQuestionResponse;
    const answer = question.kind === 'cloture' ? 'Comment se passe une journée type ?' : STORY;
    turns.push({ questionId: question.id, kind: question.kind, question: question.text, origin, answer });
  }
  return turns;
}

describe(`niveau 22 : l’entretien simulé, hors ligne (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await seedCatalogue(t);
  });
  afterAll(() => t.close());

  it('niveau 40 : l’oral d’admission se passe pour une formation du parcours, jamais pour un métier', async () => {
    const user = await atLevel(t, await student(t, ids), 40);
    const metier = { kind: 'metier', code: 'D1214' };
    const refused = await saveStepAs(t, user, 40, 'oral', {
      target: metier,
      turns: await playInterview(t, user, metier),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Un oral d’admission se passe pour une formation');
    const bts = { kind: 'formation', code: ids.bts };
    const saved = await saveStepAs(t, user, 40, 'oral', {
      target: bts,
      turns: await playInterview(t, user, bts),
    });
    expect(saved.json()).toMatchObject({ passed: true });
  });

  it('propose les cibles du parcours de l’élève, dans l’ordre, sans doublon, avec leur famille', async () => {
    const user = await student(t, ids);
    const response = await t.app.inject({ url: '/api/levels/interview/targets', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().targets).toEqual([
      expect.objectContaining({
        kind: 'formation',
        code: ids.bts,
        family: 'bts-but',
        source: 'Ton projet motivé',
      }),
      expect.objectContaining({
        kind: 'offre',
        code: ids.offre,
        family: 'D',
        familyLabel: 'commerce et vente',
      }),
      expect.objectContaining({
        kind: 'formation',
        code: ids.licence,
        family: 'licence',
        source: 'Tes vœux',
      }),
      expect.objectContaining({ kind: 'metier', code: 'D1214', source: 'Tes métiers' }),
    ]);
    const newcomer = await atLevel(t, await createTestUser(t), 22);
    const empty = await t.app.inject({ url: '/api/levels/interview/targets', headers: newcomer.headers });
    expect(empty.json().targets).toEqual([]);
  });

  it('pose les questions de la banque une à une, puis dit que l’entretien est fini', async () => {
    const user = await student(t, ids);
    const first = await ask(t, user, { kind: 'formation', code: ids.bts });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ index: 0, total: 6, origin: 'banque', question: { id: 'ouverture' } });
    const third = await ask(t, user, { kind: 'formation', code: ids.bts }, [
      { question: 'q1', answer: 'a1' },
      { question: 'q2', answer: 'a2' },
    ]);
    expect(third.body.question).toMatchObject({ id: 'bts-experience', kind: 'terrain' });
    const turns = await playInterview(t, user, { kind: 'formation', code: ids.bts });
    const after = await ask(t, user, { kind: 'formation', code: ids.bts }, turns);
    expect(after.status).toBe(400);
    expect(after.body.message).toMatch(/L’entretien est fini\s: il n’y a plus de question/);
  });

  it('refuse une cible qui n’est pas dans le parcours de l’élève, et un élève en dessous du niveau 22', async () => {
    const user = await student(t, ids);
    const other = await atLevel(t, await createTestUser(t), 22);
    const refused = await ask(t, other, { kind: 'formation', code: ids.bts });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('cible_inconnue');
    expect((await ask(t, user, { kind: 'metier', code: 'Z9999' })).status).toBe(400);
    const early = await atLevel(t, await createTestUser(t), 21);
    expect((await ask(t, early, { kind: 'formation', code: ids.bts })).status).toBe(403);
  });

  it('garde la transcription et valide un entretien complet ; le nom de la cible vient du catalogue', async () => {
    const user = await student(t, ids);
    const turns = await playInterview(t, user, { kind: 'offre', code: ids.offre });
    const response = await saveStepAs(t, user, 22, 'entretien', {
      target: { kind: 'offre', code: ids.offre, label: 'Autre chose' },
      turns: turns.map((turn) => ({ ...turn, question: 'Texte changé dans le navigateur ?' })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ passed: true, result: { kind: 'interview' } });
    expect(response.json().result.feedback).toHaveLength(INTERVIEW_LENGTH);
    const [stored] = await t.database.query<{
      answer: { target: { label: string }; turns: { question: string }[] };
    }>("SELECT answer FROM level_step_answers WHERE user_id = $1 AND level = 22 AND step_id = 'entretien'", [
      user.id,
    ]);
    expect(stored?.answer.target.label).toBe('Vendeur en boutique H/F');
    expect(stored?.answer.turns[1]?.question).toBe(turns[1]?.question);
    expect(stored?.answer.turns[0]?.question).not.toContain('navigateur');
  });

  it('refuse une transcription qui ne suit pas les questions, ou la cible d’un autre élève', async () => {
    const user = await student(t, ids);
    const turns = await playInterview(t, user, { kind: 'formation', code: ids.licence });
    const forged = turns.map((turn, index) =>
      index === 2 ? { ...turn, questionId: 'bts-experience' } : turn,
    );
    const target = { kind: 'formation', code: ids.licence };
    const refused = await saveStepAs(t, user, 22, 'entretien', { target, turns: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('entretien_invalide');
    const other = await atLevel(t, await createTestUser(t), 22);
    const stolen = await saveStepAs(t, other, 22, 'entretien', { target, turns });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('cible_inconnue');
    const half = await saveStepAs(t, user, 22, 'entretien', { target, turns: turns.slice(0, 3) });
    expect(half.json()).toMatchObject({ passed: false });
    expect(half.json().problems.at(-1).message).toBe(
      'Va jusqu’au bout de l’entretien\u202F: encore 3 questions.',
    );
  });
});

describe(`niveau 22 : le recruteur joué par un fournisseur local (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    t = await providerApp(server, { AI_DAILY_USER_QUOTA: '2' });
    ids = await seedCatalogue(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('rend la question du persona, avec la cible et les réponses précédentes dans la demande', async () => {
    const user = await student(t, ids);
    server.script({ kind: 'text', content: '« Vous parliez de votre stage : qu’avez-vous le plus aimé ? »' });
    const { body } = await ask(t, user, { kind: 'offre', code: ids.offre }, [
      { question: 'Présentez-vous.', answer: 'Je suis en stage chez un fleuriste.' },
    ]);
    expect(body).toMatchObject({
      index: 1,
      origin: 'ia',
      question: {
        id: 'motivation',
        text: 'Vous parliez de votre stage\u202F: qu’avez-vous le plus aimé\u202F?',
      },
    });
    const sent = JSON.stringify(server.requests.at(-1));
    expect(sent).toContain('Vendeur en boutique H/F');
    expect(sent).toContain('chez un fleuriste');
  });

  it('une panne, une réponse qui n’est pas une question ou le quota épuisé donnent la banque', async () => {
    const user = await student(t, ids);
    const target = { kind: 'formation', code: ids.bts };
    server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    expect((await ask(t, user, target)).body).toMatchObject({
      origin: 'banque',
      question: { id: 'ouverture' },
    });
    server.script({ kind: 'text', content: 'Très bien, merci.' });
    expect((await ask(t, user, target)).body.origin).toBe('banque');
    const calls = server.requests.length;
    expect((await ask(t, user, target)).body.origin).toBe('banque');
    expect(server.requests.length).toBe(calls);
  });
});
