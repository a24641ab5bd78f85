import { definedLevels, MAX_LEVEL, missionForLevel } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { giveLevelEvidence } from '../../../test/level-evidence';
import { setLevel, setPaid } from '../admin/admin.service';

describe(`progression (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (user: TestUser, id = user.id) =>
    t.app.inject({ method: 'GET', url: `/api/progression/${id}`, headers: user.headers });
  const complete = (user: TestUser, body: object, id = user.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/progression/${id}/complete`,
      headers: user.headers,
      payload: body,
    });
  const update = (user: TestUser, body: object, id = user.id) =>
    t.app.inject({ method: 'POST', url: `/api/progression/${id}`, headers: user.headers, payload: body });

  it('un nouvel élève est au niveau 1 avec 0 XP', async () => {
    const user = await createTestUser(t);
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ level: 1, xp: 0, quests: [], perks: [], isPaid: false });
  });

  it('exige une connexion', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/progression/${user.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('non_authentifie');
  });

  it('la progression d’un autre élève est inaccessible, en lecture comme en écriture', async () => {
    const alice = await createTestUser(t);
    const bob = await createTestUser(t);
    await setLevel(t.database, bob.id, 4);
    for (const response of [
      await get(alice, bob.id),
      await update(alice, { level: 5, xp: 450, quests: [], perks: [] }, bob.id),
      await complete(alice, { level: 4, xpReward: 50 }, bob.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'acces_refuse' });
      expect(JSON.stringify(response.json())).not.toContain('"level"');
    }
    expect((await get(bob)).json().level).toBe(4);
  });

  it('terminer le niveau 1 fait passer au niveau 2, sans doublon si on le rejoue', async () => {
    const user = await createTestUser(t);
    await giveLevelEvidence(t.database, user.id, 1);
    const first = await complete(user, { level: 1, xpReward: 70 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'niveau_suivant',
      progression: { level: 2, xp: 170, quests: ['explore_interests'], perks: [], isPaid: false },
    });
    const replay = await complete(user, { level: 1, xpReward: 70 });
    expect(replay.json()).toMatchObject({ outcome: 'deja_fait', progression: { level: 2, xp: 170 } });
  });

  describe('une mise à jour forgée est refusée ou plafonnée', () => {
    it('saut de cinq niveaux : 409, rien ne change', async () => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, 2);
      for (const response of [
        await complete(user, { level: 7, xpReward: 50 }),
        await update(user, { level: 7, xp: 650, quests: [], perks: [] }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'niveau_inaccessible' });
        expect(response.json().message).toMatch(/pas encore accessible/);
      }
      expect((await get(user)).json()).toMatchObject({ level: 2, xp: 100 });
    });

    it('récompense de 10 000 : plafonnée à la récompense de la mission (100 au plus)', async () => {
      const user = await createTestUser(t);
      await giveLevelEvidence(t.database, user.id, 1);
      const response = await complete(user, { level: 1, xpReward: 10_000 });
      expect(response.statusCode).toBe(200);
      expect(response.json().progression.xp).toBe(100 + missionForLevel(1)!.xpReward);
      const raw = await update(user, { level: 2, xp: 10_000, quests: [], perks: [] });
      expect(raw.json()).toMatchObject({ level: 2, xp: 200 });
    });

    it('niveau 11 sans statut payant : 403 ; accepté une fois payé', async () => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, 10);
      await giveLevelEvidence(t.database, user.id, 10);
      await giveLevelEvidence(t.database, user.id, 11);
      const gate = await complete(user, { level: 10, xpReward: 100 });
      expect(gate.json()).toMatchObject({ outcome: 'palier_payant', progression: { level: 10, xp: 1000 } });
      for (const response of [
        await complete(user, { level: 11, xpReward: 10 }),
        await update(user, { level: 11, xp: 1000, quests: [], perks: [] }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'niveau_payant' });
      }
      await setPaid(t.database, user.id, true);
      const paid = await complete(user, { level: 11, xpReward: 10 });
      expect(paid.json()).toMatchObject({
        outcome: 'niveau_suivant',
        progression: { level: 11, isPaid: true },
      });
    });
  });

  it('la mise à jour brute garde les quêtes connues, sans doublon, et les avantages', async () => {
    const user = await createTestUser(t);
    await giveLevelEvidence(t.database, user.id, 1);
    const response = await update(user, {
      level: 2,
      xp: 150,
      quests: ['complete_test', 'complete_test', 'inconnue', 'level_50'],
      perks: ['cadre-or', 'cadre-or'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      level: 2,
      xp: 150,
      quests: ['complete_test', 'explore_interests'],
      perks: ['cadre-or'],
      isPaid: false,
    });
  });

  it('deux fins de niveau simultanées ne font monter que d’un niveau', async () => {
    const user = await createTestUser(t);
    await giveLevelEvidence(t.database, user.id, 1);
    const responses = await Promise.all([1, 2, 3].map(() => complete(user, { level: 1, xpReward: 50 })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await get(user)).json()).toMatchObject({ level: 2, quests: ['explore_interests'] });
  });

  describe('un niveau ne se valide que sur preuve enregistrée', () => {
    it('sans preuve : 409 en français, la progression ne bouge pas', async () => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, 6);
      const response = await complete(user, { level: 6, xpReward: 60 });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('preuve_manquante');
      expect(response.json().message).toMatch(/«\u202FTrois métiers à explorer\u202F»/);
      expect((await get(user)).json()).toMatchObject({ level: 6 });
    });

    it.each([1, 2, 3, 4, 5])('niveau %i : refusé sans preuve, accepté avec', async (level) => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, level);
      expect((await complete(user, { level, xpReward: 10 })).statusCode).toBe(409);
      await giveLevelEvidence(t.database, user.id, level);
      const done = await complete(user, { level, xpReward: 10 });
      expect(done.json()).toMatchObject({ outcome: 'niveau_suivant', progression: { level: level + 1 } });
    });

    it('la mise à jour brute ne fait pas monter d’un niveau sans sa preuve', async () => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, 6);
      const skip = await update(user, { level: 7, xp: 0 });
      expect(skip.statusCode).toBe(409);
      expect(skip.json().code).toBe('preuve_manquante');
      expect((await get(user)).json()).toMatchObject({ level: 6 });
      // Staying on one's level (XP, perks) needs no proof.
      expect((await update(user, { level: 6, xp: 0, perks: ['cadre-or'] })).statusCode).toBe(200);
    });

    it('la preuve d’un autre élève ne compte pas', async () => {
      const alice = await createTestUser(t);
      const bob = await createTestUser(t);
      await setLevel(t.database, alice.id, 6);
      await setLevel(t.database, bob.id, 6);
      await giveLevelEvidence(t.database, bob.id, 6);
      expect((await complete(alice, { level: 6, xpReward: 60 })).statusCode).toBe(409);
      expect((await complete(bob, { level: 6, xpReward: 60 })).statusCode).toBe(200);
    });

    // The first level still without a screen, while there is one.
    const unwritten = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1).find(
      (level) => !definedLevels().includes(level),
    );
    it('un niveau sans écran ne peut pas être validé', async () => {
      // Once every level has its screen, there is none left to refuse.
      if (unwritten === undefined) return expect(definedLevels()).toHaveLength(MAX_LEVEL);
      const user = await createTestUser(t);
      await setPaid(t.database, user.id, true);
      await setLevel(t.database, user.id, unwritten as number);
      const response = await complete(user, { level: unwritten as number, xpReward: 60 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/arrive bientôt/);
    });

    it('rejouer un niveau déjà fait ne demande pas de preuve', async () => {
      const user = await createTestUser(t);
      await setLevel(t.database, user.id, 8);
      const replay = await complete(user, { level: 6, xpReward: 60 });
      expect(replay.json()).toMatchObject({ outcome: 'deja_fait', progression: { level: 8 } });
    });
  });

  it('rejette en français un corps invalide', async () => {
    const user = await createTestUser(t);
    for (const body of [
      { level: 0, xpReward: 1 },
      { level: 'deux', xpReward: 1 },
      { level: 2, xpReward: -5 },
      {},
    ]) {
      const response = await complete(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('requete_invalide');
    }
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/progression/pas-un-uuid',
      headers: user.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/Identifiant d’utilisateur invalide/);
  });
});
