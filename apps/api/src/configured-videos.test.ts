import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('DECLIC_VIDEOS_FILE (vidéos de secours du niveau 8)', () => {
  let dir: string;
  const write = (name: string, content: string) => {
    fs.writeFileSync(path.join(dir, name), content);
    return name;
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-videos-file-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sans fichier, aucune vidéo', () => {
    expect(loadConfig({}).levels.videos).toEqual([]);
  });

  it('lit la liste, chemin relatif au dossier du projet, codes ROME en majuscules', () => {
    const file = write(
      'videos.json',
      JSON.stringify([
        { id: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: ' Une journée ' },
        { id: 'boulangere', url: 'https://example.org/b.mp4', title: 'Boulangère', romeCodes: ['d1102'] },
      ]),
    );
    expect(loadConfig({ DECLIC_VIDEOS_FILE: file }, dir).levels.videos).toEqual([
      {
        id: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Une journée',
        romeCodes: [],
      },
      { id: 'boulangere', url: 'https://example.org/b.mp4', title: 'Boulangère', romeCodes: ['D1102'] },
    ]);
  });

  it('arrête le démarrage sur un fichier absent, un JSON invalide ou une vidéo mal décrite, en français', () => {
    const load = (file: string) => () => loadConfig({ DECLIC_VIDEOS_FILE: file }, dir);
    expect(load('absent.json')).toThrowError(ConfigError);
    expect(load('absent.json')).toThrowError(/DECLIC_VIDEOS_FILE — fichier illisible ou introuvable/);
    expect(load(write('cassé.json', '[{'))).toThrowError(/n’est pas un JSON valide/);
    expect(load(write('objet.json', '{}'))).toThrowError(/le fichier doit contenir une liste JSON de vidéos/);
    const bad = write(
      'mauvais.json',
      JSON.stringify([
        { id: 'a', url: 'https://example.org/a', title: 'A' },
        { id: 'b', url: 'javascript:alert(1)', title: '' },
        { id: 'a', url: 'https://example.org/c', title: 'C', romeCodes: ['pas-un-code'] },
      ]),
    );
    expect(load(bad)).toThrowError(/vidéo n° 2 \(url\) : url doit être une adresse http:\/\/ ou https:\/\//);
    expect(load(bad)).toThrowError(/vidéo n° 2 \(title\) : title ne peut pas être vide/);
    expect(load(bad)).toThrowError(/vidéo n° 3 \(romeCodes\.0\) : romeCodes ne contient que des codes ROME/);
    expect(load(bad)).toThrowError(/vidéo n° 3 \(id\) : id a est en double/);
  });
});
