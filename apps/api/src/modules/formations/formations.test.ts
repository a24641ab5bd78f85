import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { aFormation, aMetier, getAs, recommendJobs, seedPlaces } from '../catalog/catalog-test-data';

describe(`recherche de formations (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  const search = (query: Record<string, string>, user = student) =>
    getAs(t, user, '/api/catalog/formations/search', query);
  const names = async (query: Record<string, string>, user = student) =>
    (await search(query, user)).body.items.map((item: { nm: string[] }) => item.nm[0]);

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces(t);
    const gironde = {
      code_departement: '33',
      departement: 'Gironde',
      code_region: '75',
      region: 'Nouvelle-Aquitaine',
    };
    const rhone = {
      code_departement: '69',
      departement: 'Rhône',
      code_region: '84',
      region: 'Auvergne-Rhône-Alpes',
    };
    const paris = {
      code_departement: '75',
      departement: 'Paris',
      code_region: '11',
      region: 'Île-de-France',
    };
    await aFormation(t, 'Formation d’ingénieurs en informatique', {
      ...gironde,
      commune: 'Talence',
      etab_uai: '0331234A',
    });
    await aFormation(t, 'Diplôme d’ingénieur génie civil', { ...rhone, commune: 'Villeurbanne' });
    await aFormation(t, 'BTS Négociation et digitalisation de la relation client', {
      ...paris,
      commune: 'Paris',
    });
    await aFormation(t, 'D.E Infirmier', { ...rhone, etab_nom: 'Institut de formation en soins infirmiers' });
    for (let i = 1; i <= 25; i += 1) {
      await aFormation(t, `Licence Histoire parcours ${String(i).padStart(2, '0')}`, {
        ...gironde,
        commune: 'Pessac',
      });
    }
    student = await atLevel(t, await createTestUser(t), 6);
  });
  afterAll(() => t.close());

  it('trouve les mêmes formations avec ou sans accents, au singulier ou au pluriel', async () => {
    const expected = ['Diplôme d’ingénieur génie civil', 'Formation d’ingénieurs en informatique'];
    for (const q of ['ingenieur', 'Ingénieur', 'ingénieurs', 'INGENIEURS']) {
      expect((await names({ q })).sort()).toEqual(expected);
    }
  });

  it('cherche aussi dans la ville et le code de l’établissement', async () => {
    expect(await names({ q: 'Villeurbanne' })).toEqual(['Diplôme d’ingénieur génie civil']);
    expect(await names({ q: '0331234A' })).toEqual(['Formation d’ingénieurs en informatique']);
  });

  it('filtre par département : code, nom, nom sans accent ou suggestion choisie', async () => {
    for (const departement of ['69', 'Rhône', 'rhone', '69 - Rhône']) {
      expect((await search({ departement })).body.total).toBe(2);
    }
    expect((await search({ departement: 'Gironde', q: 'ingenieur' })).body.total).toBe(1);
  });

  it('filtre par région : code, nom ou forme courante', async () => {
    for (const region of ['11', 'Île-de-France', 'Ile de France', 'IDF']) {
      expect(await names({ region })).toEqual(['BTS Négociation et digitalisation de la relation client']);
    }
  });

  it('ne trouve rien pour un lieu inconnu plutôt que tout', async () => {
    expect((await search({ departement: 'Atlantide' })).body).toEqual({ items: [], total: 0 });
  });

  it('pagine 20 par 20 dans un ordre stable, sans doublon, avec le total', async () => {
    const first = await search({ departement: '33' });
    const second = await search({ departement: '33', page: '2' });
    expect(first.body.total).toBe(26);
    expect(first.body.items).toHaveLength(20);
    expect(second.body.items).toHaveLength(6);
    const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(26);
    expect((await search({ departement: '33', page: '3' })).body).toEqual({ items: [], total: 26 });
    const bts = (await search({ q: 'bts' })).body.total;
    expect(bts).toBeGreaterThan(0);
    expect((await search({ q: 'bts', page: '50' })).body).toEqual({ items: [], total: bts });
  });

  it('corrige une faute de frappe d’après les mots du catalogue quand rien ne correspond, et le dit', async () => {
    const { body } = await search({ q: 'infirmierr' });
    expect(body.items.map((item: { nm: string[] }) => item.nm[0])).toEqual(['D.E Infirmier']);
    expect(body.correction).toBe('infirmier');
    expect((await search({ q: 'infirmière' })).body.total).toBe(1);
  });

  it('corrige chaque mot d’une recherche de plusieurs mots, et garde ceux qui sont justes', async () => {
    const { body } = await search({ q: 'infirmierr instituut de soins' });
    expect(body.correction).toBe('infirmier institut de soins');
    expect(body.items.map((item: { nm: string[] }) => item.nm[0])).toEqual(['D.E Infirmier']);
  });

  it('donne les champs de l’élément de la spécification', async () => {
    const [item] = (await search({ q: 'infirmier' })).body.items;
    expect(item).toMatchObject({
      nm: ['D.E Infirmier'],
      etab_nom: 'Institut de formation en soins infirmiers',
      departement: 'Rhône',
      etab_url: null,
      facebook: null,
      tf: [],
      demo: false,
    });
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'id',
        'image',
        'linkedin',
        'youtube',
        'email',
        'telephone',
        'nmc',
        'tc',
        'typeformation',
        'type_formation',
      ]),
    );
  });

  it('refuse en français une page 0, une taille de 10 000 ou un booléen inconnu', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { page_size: '10000' },
      { recommended: 'peut-etre' },
      { page: 'deux' },
    ];
    for (const query of bad) {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body.code).toBe('requete_invalide');
      expect(body.message).toMatch(/^Requête invalide \((page|page_size|recommended)\)/);
    }
  });

  it('est réservée aux élèves connectés d’au moins niveau 6', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/catalog/formations/search' });
    expect(anonymous.statusCode).toBe(401);
    const beginner = await atLevel(t, await createTestUser(t), 5);
    const { status, body } = await search({}, beginner);
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 'niveau_insuffisant',
      message: 'Cette section s’ouvre au niveau 6. Tu es au niveau 5.',
    });
  });

  describe('mode recommandé', () => {
    /** A new level-6 student with these recommended jobs: the total and [name, score] shown. */
    const recommendedFor = async (jobs: { title: string }[]) => {
      const user = await atLevel(t, await createTestUser(t), 6);
      await recommendJobs(t, user, jobs);
      const { body } = await search({ recommended: 'true' }, user);
      const scores = body.items.map((item: { nm: string[]; score: number }) => [item.nm[0], item.score]);
      return { total: body.total, scores };
    };

    it('garde les formations au score ≥ 0,15 face aux métiers recommandés, 50 par page, meilleures d’abord', async () => {
      // "Infirmier" : {infirmier} ⊂ {infirmier} → 1 ; "Ingénieur génie civil" : 3 mots sur 3 → 1 ;
      // la formation d'ingénieurs en informatique partage {ingenieur} sur min(2, 3) = 0,5.
      const { total, scores } = await recommendedFor([
        { title: 'Infirmier' },
        { title: 'Ingénieur génie civil' },
      ]);
      expect(total).toBe(3);
      expect(scores).toEqual([
        ['D.E Infirmier', 1],
        ['Diplôme d’ingénieur génie civil', 1],
        ['Formation d’ingénieurs en informatique', 0.5],
      ]);
    });

    it('écarte un score sous 0,15 : un mot partagé sur sept (0,143) mais pas sur six (0,167)', async () => {
      await aFormation(t, 'Sculpture alpha bravo charlie delta echo foxtrot');
      await aFormation(t, 'Sculpture alpha bravo charlie delta echo');
      const { scores } = await recommendedFor([
        { title: 'Sculpteur sculpture hotel india juliet kilo lima' },
      ]);
      expect(scores).toEqual([['Sculpture alpha bravo charlie delta echo', 0.167]]);
    });

    it('lit les noms comme le score les plie : accents, ligatures et ponctuation', async () => {
      await aFormation(t, 'Œnologie — Cœur de métier');
      // {maitre, chai, coeur, metier} et {oenologie, coeur, metier} : 2 mots sur min(4, 3).
      const { scores } = await recommendedFor([{ title: 'Maître de chai, cœur du métier' }]);
      expect(scores).toEqual([['Œnologie — Cœur de métier', 0.667]]);
    });

    it('suit le catalogue : une formation ajoutée, renommée puis retirée compte à la recherche suivante', async () => {
      const keeper = await atLevel(t, await createTestUser(t), 6);
      await recommendJobs(t, keeper, [{ title: 'Apiculteur zoologiste' }]);
      const recommended = () => names({ recommended: 'true' }, keeper);
      expect(await recommended()).toEqual([]);
      await aFormation(t, 'Zoologie appliquée', { source_id: 'zoo' });
      expect(await recommended()).toEqual([]);
      await t.database.query(
        "UPDATE catalog_formations SET nm = '{Zoologiste de terrain}' WHERE source_id = 'zoo'",
      );
      expect(await recommended()).toEqual(['Zoologiste de terrain']);
      await t.database.query("DELETE FROM catalog_formations WHERE source_id = 'zoo'");
      expect(await recommended()).toEqual([]);
    });

    it('ne recommande rien sans analyse', async () => {
      const newcomer = await atLevel(t, await createTestUser(t), 6);
      expect((await search({ recommended: 'true' }, newcomer)).body).toEqual({ items: [], total: 0 });
    });
  });

  describe('formations d’un métier (?metier=code ROME)', () => {
    it('classe les formations face à ce seul métier, sans analyse, et ignore les recommandations', async () => {
      await aMetier(t, 'J1506', 'Infirmier / Infirmière', ['Réaliser des soins']);
      const reader = await atLevel(t, await createTestUser(t), 6);
      await recommendJobs(t, reader, [{ title: 'Ingénieur génie civil' }]);
      const { status, body } = await search({ metier: 'j1506' }, reader);
      expect(status).toBe(200);
      expect(body.items.map((item: { nm: string[] }) => item.nm[0])).toEqual(['D.E Infirmier']);
      expect(body.total).toBe(1);
    });

    it('ne trouve rien pour un code inconnu et refuse un code mal formé', async () => {
      expect((await search({ metier: 'Z9999' })).body).toEqual({ items: [], total: 0 });
      const { status, body } = await search({ metier: 'infirmier' });
      expect(status).toBe(400);
      expect(body.message).toContain('code ROME');
    });
  });
});
