import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/helper';
import { videoLink } from '../catalog/video-url';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { ONISEP_METIERS_FILE, onisepImporter, readOnisepMetier } from './onisep';
import { parseOnisepMetiers } from './onisep-xml';
import { silentProgress } from './progress';

const source = (url: string, comment?: string) =>
  `<source><valeur>${url}</valeur>${comment ? `<commentaire>${comment}</commentaire>` : ''}</source>`;

const metier = (id: string, name: string, romes: string[], sources: string[]) => `<metier>
  <identifiant>${id}</identifiant><nom_metier>${name}</nom_metier>
  <romesV3>${romes.map((code) => `<romeV3>${code}</romeV3>`).join('')}</romesV3>
  <sources_numeriques>${sources.join('')}</sources_numeriques>
</metier>`;

const SAMPLE = [
  metier(
    'MET.10',
    'chargé/e d’affaires en génie climatique',
    ['F1106'],
    [
      source('http://www.ffbatiment.fr', 'Fédération française du bâtiment'),
      source(
        'http://www.youtube.com/watch?v=rb1lQd4ebJ0&amp;t=88s',
        'Portrait d’un chargé d’affaires en génie climatique',
      ),
      source('http://www.youtube.com/channel/UCvETPmbfcbZgSHlNPEHhZ-w', 'La chaîne des métiers'),
    ],
  ),
  metier(
    'MET.11',
    'opticien/ne-lunetier/ère',
    ['D1405'],
    [
      source('http://www.dailymotion.com/video/x8wyt7', 'Vidéo monteur-vendeur en optique'),
      source('https://youtu.be/2vpJeNVZCjg'),
    ],
  ),
  // Two fiches linking one video: one row, both fiches' ROME codes.
  metier(
    'MET.12',
    'monteur/euse de réseaux électriques',
    ['F1605'],
    [source('https://youtu.be/2vpJeNVZCjg')],
  ),
];

const xml = (metiers: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><metiers>${metiers.join('')}</metiers>`;

describe('liens vidéo', () => {
  it('garde une vidéo YouTube, Dailymotion ou Vimeo en http(s), sous une forme unique', () => {
    expect(videoLink('http://youtube.com/watch?v=_oc5s_BT6dc')).toEqual({
      id: '_oc5s_BT6dc',
      url: 'https://www.youtube.com/watch?v=_oc5s_BT6dc',
      embedUrl: 'https://www.youtube-nocookie.com/embed/_oc5s_BT6dc',
    });
    expect(videoLink('http://www.youtube.com/watch?v=NiVb5w0Idb0&t=50s')?.url).toBe(
      'https://www.youtube.com/watch?v=NiVb5w0Idb0&t=50s',
    );
    expect(videoLink('https://youtu.be/2vpJeNVZCjg')?.id).toBe('2vpJeNVZCjg');
    expect(videoLink('https://www.youtube.com/embed/2vpJeNVZCjg')?.id).toBe('2vpJeNVZCjg');
    expect(videoLink('https://www.youtube.com/shorts/2vpJeNVZCjg')?.id).toBe('2vpJeNVZCjg');
    expect(videoLink('http://www.dailymotion.com/video/x8wyt7_un-titre')).toMatchObject({
      id: 'dailymotion-x8wyt7',
      url: 'https://www.dailymotion.com/video/x8wyt7',
    });
    expect(videoLink('https://vimeo.com/channels/staffpicks/123456789')).toMatchObject({
      id: 'vimeo-123456789',
      url: 'https://vimeo.com/123456789',
    });
  });

  it('refuse les chaînes, les pages d’utilisateur, les autres sites et les autres protocoles', () => {
    for (const url of [
      'http://www.youtube.com/channel/UCvETPmbfcbZgSHlNPEHhZ-w',
      'http://youtube.com/user/MetiersAuto',
      'https://www.youtube.com/watch?v=trop-court',
      'http://www.metiers-electricite.com/video/laetitia-monteuse-de-reseaux-electriques',
      'ftp://youtube.com/watch?v=_oc5s_BT6dc',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(videoLink(url), String(url)).toBeNull();
    }
  });

  it('lit les vidéos d’un métier ONISEP : titre = commentaire, sinon le nom du métier', () => {
    const [first, second] = parseOnisepMetiers(xml(SAMPLE));
    expect(readOnisepMetier(first!)).toMatchObject({
      videos: [
        {
          id: 'rb1lQd4ebJ0',
          url: 'https://www.youtube.com/watch?v=rb1lQd4ebJ0&t=88s',
          title: 'Portrait d’un chargé d’affaires en génie climatique',
          metierId: 'MET.10',
          metierLibelle: 'chargé/e d’affaires en génie climatique',
          romeCodes: ['F1106'],
        },
      ],
    });
    expect(readOnisepMetier(second!)).toMatchObject({
      videos: [
        { id: 'dailymotion-x8wyt7', title: 'Vidéo monteur-vendeur en optique' },
        { id: '2vpJeNVZCjg', title: 'Vidéo : opticien/ne-lunetier/ère' },
      ],
    });
  });
});

describe(`import des vidéos ONISEP (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const writeSample = (metiers: string[]) => {
    const file = path.join(dataDir, ONISEP_METIERS_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, gzipSync(xml(metiers)));
  };
  const run = () => onisepImporter.run({ database, dataDir, progress: silentProgress });
  const videos = () =>
    database.query<Record<string, unknown>>(
      'SELECT id, url, onisep_metier_id, rome_codes, source FROM metier_videos ORDER BY id',
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-onisep-videos-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('enregistre chaque vidéo une fois, avec son métier et ses codes ROME, et ne change rien au second passage', async () => {
    writeSample(SAMPLE);
    expect(await run()).toMatchObject({ read: 3, imported: 3, rejected: [] });
    expect(await videos()).toEqual([
      {
        id: '2vpJeNVZCjg',
        url: 'https://www.youtube.com/watch?v=2vpJeNVZCjg',
        onisep_metier_id: 'MET.11',
        rome_codes: ['D1405', 'F1605'],
        source: 'onisep',
      },
      {
        id: 'dailymotion-x8wyt7',
        url: 'https://www.dailymotion.com/video/x8wyt7',
        onisep_metier_id: 'MET.11',
        rome_codes: ['D1405'],
        source: 'onisep',
      },
      {
        id: 'rb1lQd4ebJ0',
        url: 'https://www.youtube.com/watch?v=rb1lQd4ebJ0&t=88s',
        onisep_metier_id: 'MET.10',
        rome_codes: ['F1106'],
        source: 'onisep',
      },
    ]);
    expect((await run()).imported).toBe(0);
  });

  it('retire une vidéo ONISEP que le nouvel export ne cite plus, sans toucher aux vidéos configurées', async () => {
    await database.query(
      `INSERT INTO metier_videos (id, url, title, source, position)
       VALUES ('maison', 'https://example.org/v.mp4', 'Notre vidéo', 'config', 0)`,
    );
    writeSample(SAMPLE.slice(0, 2));
    await run();
    expect((await videos()).map((row) => [row.id, row.rome_codes])).toEqual([
      ['2vpJeNVZCjg', ['D1405']],
      ['dailymotion-x8wyt7', ['D1405']],
      ['maison', []],
      ['rb1lQd4ebJ0', ['F1106']],
    ]);
  });
});
