import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { anOffre } from '../catalog/catalog-test-data';

/** What the student writes besides the draft: an example and the company's name. */
const OWN =
  '\nChaque samedi matin, je tiens la caisse du marché avec mon oncle : je rends la monnaie, je conseille les habitués, je range l’étal quand il pleut. La Fournée Dorée ouvre tôt, et je suis matinale et ponctuelle depuis toujours.';

describe(`niveau 16 : la lettre pour une vraie offre (${testDatabaseKind})`, () => {
  let t: TestApp;
  let offre: string;
  beforeAll(async () => {
    t = await buildTestApp();
    offre = await anOffre(t, 'Vendeur / Vendeuse en boulangerie', { entreprise_nom: 'La Fournée Dorée' });
  });
  afterAll(() => t.close());

  const student = async () => atLevel(t, await createTestUser(t, { firstName: 'Inès' }), 16);

  async function draftFor(user: TestUser) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/letter/generate',
      headers: user.headers,
      payload: { style: 'sobre', selection: { type: 'metier', label: 'Vendeur / Vendeuse en boulangerie' } },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { letter: string; saved: { id: string } };
  }

  const save = (user: TestUser, answer: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/levels/16/steps/lettre',
      headers: user.headers,
      payload: { answer },
    });

  const target = (code: string, label = 'Nom venu du navigateur') => ({ catalogue: 'offres', code, label });

  it('valide la lettre retouchée, prend le nom de l’offre dans le catalogue et met à jour « Mes lettres »', async () => {
    const user = await student();
    const { letter, saved } = await draftFor(user);
    const asIs = await save(user, { target: target(offre), letterId: saved.id, draft: letter, text: letter });
    expect(asIs.statusCode).toBe(200);
    expect(asIs.json().passed).toBe(false);
    expect(JSON.stringify(asIs.json().problems)).toContain('Fais-la tienne');

    const own = `${letter}${OWN}`;
    const response = await save(user, {
      target: target(offre),
      letterId: saved.id,
      draft: letter,
      text: own,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ passed: true, problems: [] });
    const steps = (
      await t.app.inject({ method: 'GET', url: '/api/levels/16/steps', headers: user.headers })
    ).json();
    expect(steps.steps[0].answer.target.label).toBe('Vendeur / Vendeuse en boulangerie');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/letter/mine', headers: user.headers })
    ).json();
    expect(mine.letters[0]).toMatchObject({ id: saved.id, letter: own.trim() });
  });

  it('refuse une offre qui n’est pas dans le catalogue, et la lettre d’un autre élève', async () => {
    const user = await student();
    const other = await student();
    const { letter, saved } = await draftFor(other);
    const forged = await save(user, { target: target('INCONNUE'), draft: letter, text: letter + OWN });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('choix_inconnu');
    const foreign = await save(user, {
      target: target(offre),
      letterId: saved.id,
      draft: letter,
      text: letter + OWN,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/letter/mine', headers: other.headers })
    ).json();
    expect(mine.letters[0].letter).toBe(letter);
  });

  it('sans brouillon rédigé par Déclic, rien ne passe ; une réponse mal formée est un 400 en français', async () => {
    const user = await student();
    const pasted = await save(user, {
      target: target(offre),
      draft: 'a',
      text: `La Fournée Dorée ${OWN.repeat(8)}`,
    });
    expect(pasted.json().passed).toBe(false);
    expect(JSON.stringify(pasted.json().problems)).toContain('Rédige d’abord le brouillon');
    const bad = await save(user, { target: { catalogue: 'metiers', code: 'x', label: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choisis une offre ou une formation.');
  });
});
