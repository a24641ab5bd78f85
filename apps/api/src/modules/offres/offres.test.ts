import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { aMetier, anOffre, getAs, recommendJobs } from '../catalog/catalog-test-data';

describe(`recherche d’offres d’emploi (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  const search = (query: Record<string, string>, user = student) =>
    getAs(t, user, '/api/catalog/metiers/search', query);
  const titles = async (query: Record<string, string>) =>
    (await search(query)).body.items.map((item: { intitule: string }) => item.intitule);

  beforeAll(async () => {
    t = await buildTestApp();
    await anOffre(t, 'Ingénieur / Ingénieure d’études', { type_contrat: 'CDI', rome_code: 'M1805' });
    await anOffre(t, 'Ingénieurs méthodes', {
      type_contrat: 'CDD',
      secteur_activite_libelle: 'Construction aéronautique',
    });
    await anOffre(t, 'Apprenti développeur web', {
      type_contrat: 'CDD',
      alternance: true,
      rome_code: 'M1805',
      lieu_travail_libelle: '33 - Bordeaux',
      lieu_travail_latitude: 44.84,
      lieu_travail_longitude: -0.58,
      entreprise_nom: 'Atelier Pixel',
      origine_offre_url_origine: 'https://candidat.francetravail.fr/offres/recherche/detail/T1',
      competences: ['Concevoir une application web'],
    });
    await anOffre(t, 'Serveur en restauration', {
      type_contrat: 'SAI',
      secteur_activite_libelle: 'Restauration traditionnelle',
    });
    for (let i = 0; i < 45; i += 1)
      await anOffre(t, `Préparateur de commandes ${i}`, { type_contrat: 'MIS' });
    student = await atLevel(t, await createTestUser(t), 9);
  });
  afterAll(() => t.close());

  it('trouve les mêmes offres avec ou sans accents, au singulier ou au pluriel', async () => {
    const expected = ['Ingénieurs méthodes', 'Ingénieur / Ingénieure d’études'];
    for (const q of ['ingenieur', 'Ingénieur', 'ingénieurs']) expect(await titles({ q })).toEqual(expected);
  });

  it('cherche dans le secteur et par code ROME', async () => {
    expect(await titles({ q: 'aeronautique' })).toEqual(['Ingénieurs méthodes']);
    expect(await titles({ q: 'M1805' })).toEqual([
      'Apprenti développeur web',
      'Ingénieur / Ingénieure d’études',
    ]);
    expect(await titles({ q: 'm1805' })).toHaveLength(2);
  });

  it('filtre par type de contrat (code ou mot courant) et par alternance', async () => {
    expect(await titles({ typecontrat: 'CDI' })).toEqual(['Ingénieur / Ingénieure d’études']);
    expect(await titles({ typecontrat: 'saisonnier' })).toEqual(['Serveur en restauration']);
    expect((await search({ typecontrat: 'intérim' })).body.total).toBe(45);
    expect((await search({ typecontrat: 'cdi, cdd' })).body.total).toBe(3);
    expect(await titles({ alternance: 'true' })).toEqual(['Apprenti développeur web']);
    expect((await search({ alternance: 'false' })).body.total).toBe(48);
    expect((await search({ typecontrat: 'XYZ' })).body).toMatchObject({
      items: [],
      total: 0,
      has_more: false,
    });
  });

  it('pagine du plus récent au plus ancien, sans doublon, avec has_more et le total', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search({ typecontrat: 'MIS', page: String(page) })),
    );
    expect(pages.map((p) => [p.body.items.length, p.body.has_more, p.body.total])).toEqual([
      [20, true, 45],
      [20, true, 45],
      [5, false, 45],
    ]);
    const ids = pages.flatMap((p) => p.body.items.map((item: { id: string }) => item.id));
    expect(new Set(ids).size).toBe(45);
    const dates = pages.flatMap((p) =>
      p.body.items.map((item: { date_creation: string }) => item.date_creation),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await search({ typecontrat: 'MIS', page: '9' })).body).toMatchObject({
      items: [],
      has_more: false,
      total: 45,
    });
  });

  it('corrige une faute de frappe d’après les mots des intitulés, et le dit', async () => {
    const { body } = await search({ q: 'devloppeur' });
    expect(body.items.map((item: { intitule: string }) => item.intitule)).toEqual([
      'Apprenti développeur web',
    ]);
    expect(body.correction).toBe('developpeur');
    expect((await search({ q: 'zzzzzz' })).body).toMatchObject({ items: [], total: 0 });
  });

  it('au-delà de 500 correspondances, donne une estimation signalée comme telle', async () => {
    await t.database.query(
      `INSERT INTO catalog_offres (id, source, intitule, type_contrat, date_creation)
       SELECT 'FRA' || g, 'test', 'Franchisé ' || g, 'FRA', now() - make_interval(mins => g) FROM generate_series(1, 600) g`,
    );
    await t.database.exec('ANALYZE catalog_offres');
    const { body } = await search({ typecontrat: 'FRA' });
    expect(body).toMatchObject({ has_more: true, total_estimated: true });
    expect(body.total).toBeGreaterThanOrEqual(500);
    expect(body.total).toBeLessThanOrEqual(700);
    const last = await search({ typecontrat: 'FRA', page: '30' });
    expect(last.body).toMatchObject({ has_more: false, total: 600, total_estimated: false });
    await t.database.query(`DELETE FROM catalog_offres WHERE type_contrat = 'FRA'`);
  });

  it('arrête la pagination à la 1 000e offre', async () => {
    const { status, body } = await search({ page: '51' });
    expect(status).toBe(400);
    expect(body.code).toBe('page_trop_loin');
    expect((await search({ page: '50' })).status).toBe(200);
  });

  it('donne les champs de la spécification et leurs variantes', async () => {
    const [item] = (await search({ alternance: 'true' })).body.items;
    expect(item).toMatchObject({
      intitule: 'Apprenti développeur web',
      romecode: 'M1805',
      type_contrat: 'CDD',
      typecontrat: 'CDD',
      lieu_travail_libelle: '33 - Bordeaux',
      lieu: '33 - Bordeaux',
      entreprise_nom: 'Atelier Pixel',
      entreprise: 'Atelier Pixel',
      entreprise_logo: null,
      origine_offre_url_origine: 'https://candidat.francetravail.fr/offres/recherche/detail/T1',
      contact_url_postulation: null,
      lieu_travail_latitude: 44.84,
      lieu_travail_longitude: -0.58,
      alternance: true,
    });
  });

  it('refuse en français les paramètres invalides', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { page_size: '10000' },
      { alternance: 'peut-etre' },
      { alternance: 'oui' },
    ];
    for (const query of bad) {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Requête invalide \((page|page_size|alternance)\)\u202f: /);
    }
    expect((await search({ alternance: 'maybe' })).body.message).toContain(
      'le filtre alternance vaut true ou false',
    );
  });

  it('est réservée aux élèves d’au moins niveau 9', async () => {
    const level8 = await atLevel(t, await createTestUser(t), 8);
    expect((await search({}, level8)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/metiers/search' })).statusCode).toBe(401);
  });

  describe('mode recommandé (titre 0,8 + compétences 0,2, seuil 0,1)', () => {
    it('classe selon le score calculé à la main, 50 par page', async () => {
      const fan = await atLevel(t, await createTestUser(t), 9);
      await recommendJobs(t, fan, [{ title: 'Développeur web', skills: ['Application web'] }]);
      const { body } = await search({ recommended: 'true' }, fan);
      // titre {apprenti, developpeur, web} ∩ {developpeur, web} = 2 sur min 2 → 1 × 0,8 ;
      // compétences {concevoir, application, web} ∩ {application, web} = 2 sur 2 → 1 × 0,2.
      expect(body.items.map((i: { intitule: string; score: number }) => [i.intitule, i.score])).toEqual([
        ['Apprenti développeur web', 1],
      ]);
      expect(body).toMatchObject({ total: 1, has_more: false });
    });

    it('garde une offre à 0,8 × 1/8 = 0,1 et écarte 0,8 × 1/9', async () => {
      await anOffre(t, 'Vendeur alpha bravo charlie delta echo foxtrot golf');
      await anOffre(t, 'Vendeur alpha bravo charlie delta echo foxtrot golf hotel');
      const seller = await atLevel(t, await createTestUser(t), 9);
      await recommendJobs(t, seller, [{ title: 'Vendeur india juliet kilo lima mike november oscar papa' }]);
      const { body } = await search({ recommended: 'true' }, seller);
      expect(body.items.map((i: { intitule: string; score: number }) => [i.intitule, i.score])).toEqual([
        ['Vendeur alpha bravo charlie delta echo foxtrot golf', 0.1],
      ]);
    });

    it('retient aussi les offres du code ROME recommandé', async () => {
      const coder = await atLevel(t, await createTestUser(t), 9);
      await t.database.query(
        `INSERT INTO analysis_results (user_id, results) VALUES ($1, '{"jobRecommendations":[{"title":"Ingénieure d’études","skills":[],"romeCode":"M1805"}]}')`,
        [coder.id],
      );
      const { body } = await search({ recommended: 'true' }, coder);
      expect(body.items.map((i: { intitule: string }) => i.intitule)).toEqual([
        'Ingénieur / Ingénieure d’études',
      ]);
    });

    it('ne recommande rien sans analyse', async () => {
      const newcomer = await atLevel(t, await createTestUser(t), 9);
      expect((await search({ recommended: 'true' }, newcomer)).body).toMatchObject({ items: [], total: 0 });
    });
  });

  it('?metier= classe les offres face à ce seul métier : son code ROME et son intitulé', async () => {
    await aMetier(t, 'G1803', 'Serveur / Serveuse en restauration', ['Servir les plats']);
    await aMetier(t, 'M1805', 'Études et développement informatique');
    const reader = await atLevel(t, await createTestUser(t), 9);
    const { status, body } = await search({ metier: 'G1803' }, reader);
    expect(status).toBe(200);
    expect(body.items.map((i: { intitule: string }) => i.intitule)).toEqual(['Serveur en restauration']);
    expect(
      (await search({ metier: 'M1805' }, reader)).body.items.map((i: { intitule: string }) => i.intitule),
    ).toContain('Ingénieur / Ingénieure d’études');
  });
});
