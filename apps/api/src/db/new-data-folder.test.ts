import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate';
import { openPglite } from './open-pglite';
import { writePgliteImage } from './pglite-image';

// The built server starts a new data folder from an image of a migrated database (build.mjs).
describe('dossier de données neuf ouvert depuis une image', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-image-'));
  const image = path.join(scratch, 'image.tar');
  beforeAll(async () => {
    await writePgliteImage(image, (handle) =>
      handle.exec("CREATE TABLE marque (texte text); INSERT INTO marque VALUES ('image')"),
    );
  }, 120_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('part de l’image dans un dossier neuf, puis garde ce qu’on y écrit', async () => {
    const dataDir = path.join(scratch, 'neuf');
    const first = await openPglite(dataDir, { newFolderImage: image });
    expect(await first.query('SELECT texte FROM marque')).toEqual([{ texte: 'image' }]);
    expect(await first.query('SELECT id FROM declic_migrations')).toHaveLength(readMigrations().length);
    await first.exec("INSERT INTO marque VALUES ('écrit ensuite')");
    await first.close();

    // An existing folder is opened as it is: the image is not loaded over it again.
    const again = await openPglite(dataDir, { newFolderImage: image });
    expect(await again.query('SELECT texte FROM marque ORDER BY texte')).toEqual([
      { texte: 'image' },
      { texte: 'écrit ensuite' },
    ]);
    await again.close();
  }, 120_000);

  it('ouvre sans image un dossier neuf quand le serveur n’en a pas (sources, tests)', async () => {
    const bare = await openPglite(path.join(scratch, 'sans-image'));
    expect(await bare.query("SELECT to_regclass('marque') AS found")).toEqual([{ found: null }]);
    await bare.close();
  }, 120_000);
});
