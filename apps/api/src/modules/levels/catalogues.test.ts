import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { companiesInDepartement, findCompanies } from './catalogues/entreprises.repository';
import { findVideos, videosForRomeCodes } from './catalogues/videos.repository';

const VIDEOS = '/api/levels/catalogues/videos';
const ENTREPRISES = '/api/levels/catalogues/entreprises';

/** A ROME 4.0 fiche, with the ROME v3 code it was split from. */
async function aRomeFiche(t: TestApp, code: string, libelle: string, parent: string | null = null) {
  await t.database.query(
    `INSERT INTO rome_metiers (code_rome, libelle, riasec_majeur, code_domaine, code_rome_parent)
     VALUES ($1, $2, 'R', $3, $4)`,
    [code, libelle, code.slice(0, 3), parent],
  );
}

async function anOnisepVideo(t: TestApp, id: string, title: string, romeCodes: string[]) {
  await t.database.query(
    `INSERT INTO metier_videos (id, url, title, onisep_metier_id, onisep_metier_libelle, rome_codes)
     VALUES ($1, $2, $3, 'MET.1', 'un métier ONISEP', $4::text[])`,
    [id, `https://www.youtube.com/watch?v=${id}`, title, romeCodes],
  );
}

async function setDepartement(t: TestApp, user: TestUser, department: string | null) {
  await t.database.query('UPDATE profiles SET department = $2 WHERE user_id = $1', [user.id, department]);
}

describe(`catalogues des niveaux 8 et 11 (${testDatabaseKind})`, () => {
  let t: TestApp;
  let videosFileDir: string;
  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  beforeAll(async () => {
    videosFileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-videos-'));
    const videosFile = path.join(videosFileDir, 'videos.json');
    fs.writeFileSync(
      videosFile,
      JSON.stringify([
        { id: 'general-1', url: 'https://example.org/general.mp4', title: 'Découvrir un atelier' },
        {
          id: 'dev-config',
          url: 'http://youtu.be/aaaaaaaaaaa',
          title: 'Une développeuse raconte',
          romeCodes: ['M1805'],
        },
        { id: 'cuisine', url: 'https://example.org/cuisine.mp4', title: 'En cuisine', romeCodes: ['G1602'] },
      ]),
    );
    t = await buildTestApp({ DECLIC_VIDEOS_FILE: videosFile });

    await aRomeFiche(t, 'M1805', 'Développeur / Développeuse informatique');
    // ROME 4 split M1811 out of the v3 fiche M1810 that ONISEP still cites.
    await aRomeFiche(t, 'M1811', 'Data engineer', 'M1810');
    await anOnisepVideo(t, 'bbbbbbbbbbb', 'Portrait d’une data engineer', ['M1810']);
    await anOnisepVideo(t, 'ccccccccccc', 'Portrait d’un développeur', ['M1805']);
    await anOnisepVideo(t, 'ddddddddddd', 'Portrait d’un boulanger', ['D1102']);

    const offer = (title: string, company: string | null, overrides: Record<string, unknown> = {}) =>
      anOffre(t, title, {
        entreprise_nom: company,
        code_departement: '33',
        lieu_travail_libelle: '33 - Bordeaux',
        ...overrides,
      });
    await offer('Serveur', 'Café du Port');
    await offer('Commis de cuisine', 'Café du Port');
    await offer('Plongeur', 'CAFE DU PORT', { lieu_travail_libelle: '33 - Arcachon' });
    await offer('Développeur web', 'Atelier Pixel', {
      rome_code: 'M1805',
      lieu_travail_latitude: 44.84,
      lieu_travail_longitude: -0.58,
    });
    await offer('Assistant commercial', 'Atelier Pixel', { lieu_travail_libelle: '33 - Mérignac' });
    await offer('Développeur web', 'Atelier Pixel', { rome_code: 'M1805' });
    await offer('Préparateur', 'Logistique Sud');
    await offer('Sans employeur', null);
    await offer('Cuisinier', 'Café du Port', { code_departement: '69', lieu_travail_libelle: '69 - Lyon' });
    await offer('Barman', 'Café du Port');
    await offer('Manutentionnaire', 'Intérim Express', { type_contrat: 'MIS' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(videosFileDir, { recursive: true, force: true });
  });

  describe('accès', () => {
    it('refuse un appel sans connexion (401)', async () => {
      expect((await get(VIDEOS)).statusCode).toBe(401);
      expect((await get(ENTREPRISES)).statusCode).toBe(401);
    });

    it('refuse un élève qui n’a pas atteint le niveau (403)', async () => {
      const early = await atLevel(t, await createTestUser(t), 7);
      expect((await get(VIDEOS, early)).statusCode).toBe(403);
      const level10 = await atLevel(t, await createTestUser(t), 10);
      expect((await get(VIDEOS, level10)).statusCode).toBe(200);
      expect((await get(ENTREPRISES, level10)).statusCode).toBe(403);
    });

    it('refuse une liste de métiers mal écrite, en français (400)', async () => {
      const student = await atLevel(t, await createTestUser(t), 11);
      for (const rome of ['M1805,pas-un-code', 'M18051', Array(21).fill('M1805').join(',')]) {
        const response = await get(`${VIDEOS}?rome=${rome}`, student);
        expect(response.statusCode, rome).toBe(400);
        expect(response.json()).toMatchObject({ code: 'requete_invalide', message: /codes? ROME/ });
      }
      expect((await get(`${ENTREPRISES}?rome=1234`, student)).statusCode).toBe(400);
    });
  });

  describe('GET /api/levels/catalogues/videos', () => {
    it('met d’abord les vidéos ONISEP des métiers, dans leur ordre, puis la liste configurée', async () => {
      const student = await atLevel(t, await createTestUser(t), 8);
      const response = await get(`${VIDEOS}?rome=m1811, M1805`, student);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.videos.map((video: { id: string }) => video.id)).toEqual([
        'bbbbbbbbbbb', // ONISEP, M1811 through its v3 parent M1810
        'ccccccccccc', // ONISEP, M1805
        'dev-config', // configured for M1805
        'general-1', // the other configured videos, in the file's order
        'cuisine',
      ]);
      expect(body.videos[0]).toEqual({
        id: 'bbbbbbbbbbb',
        url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
        title: 'Portrait d’une data engineer',
        embedUrl: 'https://www.youtube-nocookie.com/embed/bbbbbbbbbbb',
        source: 'onisep',
        metier: 'un métier ONISEP',
        romeCodes: ['M1810'],
      });
      expect(body.videos[2]).toMatchObject({
        url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
        source: 'config',
        metier: null,
      });
      expect(body.videos[3].embedUrl).toBeNull();
      expect(body.fallbackSearchUrl).toBe(
        'https://www.onisep.fr/recherche?context=metier&text=Data+engineer',
      );
    });

    it('sans métier, propose la liste configurée et la recherche ONISEP', async () => {
      const student = await atLevel(t, await createTestUser(t), 8);
      const body = (await get(VIDEOS, student)).json();
      expect(body.videos.map((video: { id: string }) => video.id)).toEqual([
        'general-1',
        'dev-config',
        'cuisine',
      ]);
      expect(body.fallbackSearchUrl).toBe('https://www.onisep.fr/recherche?context=metier');
    });

    it('limite le nombre de vidéos', async () => {
      expect(await videosForRomeCodes(t.database, ['M1805'], 2)).toHaveLength(2);
    });
  });

  describe('GET /api/levels/catalogues/entreprises', () => {
    it('sans département dans le profil, aucune entreprise et departement null', async () => {
      const student = await atLevel(t, await createTestUser(t), 11);
      const response = await get(ENTREPRISES, student);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ departement: null, companies: [] });
    });

    it('liste les entreprises du département, une fois chacune, les plus actives d’abord, sans les agences d’intérim', async () => {
      const student = await atLevel(t, await createTestUser(t), 11);
      await setDepartement(t, student, '33 - Gironde');
      const body = (await get(ENTREPRISES, student)).json();
      expect(body.departement).toBe('33');
      expect(body.companies.map((c: { name: string }) => c.name)).toEqual([
        'Café du Port',
        'Atelier Pixel',
        'Logistique Sud',
      ]);
      expect(body.companies[0]).toEqual({
        code: expect.stringMatching(/^33-cafe-du-port-[0-9a-f]{6}$/),
        name: 'Café du Port',
        offersCount: 4,
        matchingOffersCount: 0,
        sampleOfferTitles: ['Barman', 'Plongeur', 'Commis de cuisine'],
        city: 'Bordeaux',
        latitude: null,
        longitude: null,
      });
    });

    it('met d’abord les entreprises qui recrutent dans les métiers demandés', async () => {
      const student = await atLevel(t, await createTestUser(t), 11);
      await setDepartement(t, student, '33 - Gironde');
      const body = (await get(`${ENTREPRISES}?rome=M1805`, student)).json();
      expect(body.companies.map((c: { name: string }) => c.name)).toEqual([
        'Atelier Pixel',
        'Café du Port',
        'Logistique Sud',
      ]);
      expect(body.companies[0]).toMatchObject({
        offersCount: 3,
        matchingOffersCount: 2,
        sampleOfferTitles: ['Développeur web', 'Assistant commercial'],
        city: 'Bordeaux',
        latitude: 44.84,
        longitude: -0.58,
      });
    });

    it('une entreprise d’un autre département n’y figure pas', async () => {
      const student = await atLevel(t, await createTestUser(t), 11);
      await setDepartement(t, student, '69 - Rhône');
      const body = (await get(ENTREPRISES, student)).json();
      expect(body).toMatchObject({
        departement: '69',
        companies: [{ name: 'Café du Port', offersCount: 1 }],
      });
    });
  });
});

describe(`repositories des catalogues (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await anOnisepVideo(t, 'ccccccccccc', 'Portrait d’un développeur', ['M1805']);
    await anOffre(t, 'Développeur web', {
      entreprise_nom: 'Atelier Pixel',
      code_departement: '33',
      lieu_travail_libelle: '33 - Bordeaux',
      rome_code: 'M1805',
    });
    await anOffre(t, 'Cuisinier', {
      entreprise_nom: 'Société d’exploitation des restaurants de l’agglomération bordelaise',
      code_departement: '2A',
      lieu_travail_libelle: '2A - Ajaccio',
    });
  });
  afterAll(() => t.close());

  it('sans liste configurée ni vidéo ONISEP pour ces métiers, aucune vidéo', async () => {
    const student = await atLevel(t, await createTestUser(t), 8);
    const response = await t.app.inject({
      method: 'GET',
      url: `${VIDEOS}?rome=K2111`,
      headers: student.headers,
    });
    expect(response.json()).toEqual({
      videos: [],
      fallbackSearchUrl: 'https://www.onisep.fr/recherche?context=metier',
    });
  });

  it('findVideos rend les vidéos connues, dans l’ordre demandé', async () => {
    expect(await findVideos(t.database, ['inconnue', 'ccccccccccc'])).toEqual([
      { code: 'ccccccccccc', label: 'Portrait d’un développeur' },
    ]);
    expect(await findVideos(t.database, [])).toEqual([]);
  });

  it('findCompanies retrouve une entreprise par son code, court et stable', async () => {
    const [pixel] = await companiesInDepartement(t.database, '33', { limit: 10 });
    const [corse] = await companiesInDepartement(t.database, '2A', { limit: 10 });
    expect(pixel?.code).toMatch(/^33-atelier-pixel-[0-9a-f]{6}$/);
    expect(corse?.code).toMatch(/^2A-societe-d-exploitation-d-[0-9a-f]{6}$/);
    expect(corse!.code.length).toBeLessThanOrEqual(40);
    expect(await findCompanies(t.database, [corse!.code, '33-inconnue-000000', pixel!.code])).toEqual([
      { code: corse!.code, label: 'Société d’exploitation des restaurants de l’agglomération bordelaise' },
      { code: pixel!.code, label: 'Atelier Pixel' },
    ]);
    expect(await findCompanies(t.database, [])).toEqual([]);
  });
});
