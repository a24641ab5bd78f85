import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError } from '../src/db/database';
import { openPglite } from '../src/db/open-pglite';

const apiDir = path.resolve(import.meta.dirname, '..');
// Node itself runs the TypeScript (through tsx's loader), so signals reach the real process.
const runTs = (file: string, ...args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: apiDir });
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-start-'));
  tempDirs.push(dir);
  return dir;
}

function startServer(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
  children.push(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs = 100_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Engine-independent: runs once, in the PGlite project (see vitest.config.ts).
describe('démarrage et arrêt du serveur', { timeout: 120_000 }, () => {
  it('refuse une configuration invalide avec une ligne française qui nomme la variable', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Configuration invalide : PORT — PORT doit être un nombre');
  });

  it('s’arrête proprement sur SIGTERM et libère le dossier de données', async () => {
    const dataDir = tempDir();
    const server = startServer({ PORT: '3190', DATA_DIR: dataDir });
    await waitFor(() => server.output().includes('Déclic est prêt'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'declic.lock'))).toBe(false);
  });
});

describe('dossier de données de la base embarquée', { timeout: 120_000 }, () => {
  it('rouvre la base après un kill -9 pendant des écritures', async () => {
    const dataDir = tempDir();
    const writer = runTs('test/fixtures/write-forever.ts', dataDir);
    children.push(writer);
    let written = 0;
    writer.stdout?.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/(\d+)\s*$/);
      if (match?.[1]) written = Number(match[1]);
    });
    await waitFor(() => written >= 200);
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.on('exit', resolve));

    const handle = await openPglite(dataDir);
    const [row] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM ecritures');
    await handle.close();
    expect(row?.n).toBeGreaterThanOrEqual(200);
  });

  it('refuse un dossier qui n’est pas une base PostgreSQL, sans le modifier', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'notes.txt'), 'à garder');
    await expect(openPglite(dataDir)).rejects.toThrowError(/PG_VERSION manquant/);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata'))).toEqual(['notes.txt']);
  });

  it('refuse une base déjà ouverte par un autre processus vivant', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'declic.lock'), String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseOpenError);
  });

  it('refuse un dossier sans droit d’écriture', async () => {
    if (process.getuid?.() === 0) return; // root ignores file permissions
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o500);
    await expect(openPglite(dataDir)).rejects.toThrowError(/n’est pas accessible/);
  });
});
