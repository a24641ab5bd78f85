import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, backup, restore } from './backup';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-sauvegarde-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A data directory with two accounts and a story image, as a running Déclic leaves it. */
async function populatedDataDir(name: string): Promise<string> {
  const dataDir = path.join(temp, name);
  const database = await openPglite(dataDir);
  await migrate(database);
  await database.query(
    "INSERT INTO users (email, profile_type) VALUES ('lea@example.fr', 'student'), ('malo@example.fr', 'student')",
  );
  await database.close();
  fs.mkdirSync(path.join(dataDir, 'uploads', 'share-images'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'share-images', 'story.png'), 'png');
  return dataDir;
}

async function emailsIn(dataDir: string): Promise<string[]> {
  const database = await openPglite(dataDir);
  try {
    return (await database.query<{ email: string }>('SELECT email FROM users ORDER BY email')).map(
      (row) => row.email,
    );
  } finally {
    await database.close();
  }
}

// Each test creates, closes and reopens several embedded databases (an initdb each): far more
// than a test's 30 s on a loaded machine.
describe('sauvegarde et restauration de la base embarquée', { timeout: 120_000 }, () => {
  it('restaure dans un dossier neuf les mêmes comptes et les mêmes fichiers', async () => {
    const source = await populatedDataDir('source');
    const folder = path.join(temp, 'sauvegarde');
    const manifest = await backup({ dataDir: source }, folder);
    expect(manifest).toMatchObject({ engine: 'pglite' });
    expect(manifest.migration).toMatch(/^\d{4}_/);

    const fresh = path.join(temp, 'neuf');
    await restore({ dataDir: fresh }, folder);
    expect(await emailsIn(fresh)).toEqual(['lea@example.fr', 'malo@example.fr']);
    expect(fs.readFileSync(path.join(fresh, 'uploads', 'share-images', 'story.png'), 'utf8')).toBe('png');
  });

  it('n’écrase ni une sauvegarde ni une base sans qu’on le demande', async () => {
    const source = await populatedDataDir('source-2');
    const folder = path.join(temp, 'sauvegarde-2');
    await backup({ dataDir: source }, folder);
    await expect(backup({ dataDir: source }, folder)).rejects.toThrow(/n’est pas vide/);
    await expect(restore({ dataDir: source }, folder)).rejects.toBeInstanceOf(BackupError);
    await restore({ dataDir: source }, folder, { replace: true });
    expect(await emailsIn(source)).toEqual(['lea@example.fr', 'malo@example.fr']);
    await expect(restore({ dataDir: source }, temp)).rejects.toThrow(/pas une sauvegarde de Déclic/);
    await expect(backup({ dataDir: path.join(temp, 'vide') }, path.join(temp, 's3'))).rejects.toThrow(
      /Aucune base embarquée/,
    );
  });

  it('la commande npm run backup refuse une base ouverte par un autre processus, en français', async () => {
    const source = await populatedDataDir('ouverte');
    const database = await openPglite(source);
    try {
      const cli = path.resolve(import.meta.dirname, 'backup-cli.ts');
      const result = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, 'backup', path.join(temp, 's4')],
        {
          env: { ...process.env, DATA_DIR: source, DATABASE_URL: '' },
        },
      ).catch((error: { code: number; stderr: string }) => error);
      expect('code' in result ? result.code : 0).toBe(1);
      expect('stderr' in result ? result.stderr : '').toMatch(/déjà ouverte par un autre processus/);
    } finally {
      await database.close();
    }
  });
});
