import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { openPostgres } from '../src/db/open-postgres';
import { AUTH_RATE_LIMITS } from '../src/kernel/rate-limits';
import { advisorRequest, expectStreamedWordByWord } from '../src/modules/ai-chat/ai-chat-test-support';
import { uniqueEmail } from '../src/modules/auth/auth.test-support';
import { messageIds, openChatSocketOn } from '../src/modules/chat/chat-test-support';
import { type FakeChatServer, startFakeChatServer } from './fake-chat-server';
import { createPostgresTestDatabase, createTestUser, setTestLevel, type TestApp, testConfig } from './helper';
import { checkProductionSite, type RunningNginx, startNginx } from './nginx';
import { greyPng, pngDataUrl } from './png';

// Two API instances, each with its own pool, memory and data folder, on one PostgreSQL database,
// behind Debian's nginx running the production locations file (deploy/nginx/declic-locations.conf).
describe('deux instances derrière nginx', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];
  const instances: FastifyInstance[] = [];
  const dataDirs: string[] = [];
  /** Requests each instance received, by path. */
  const received: string[][] = [[], []];
  let nginx: RunningNginx;
  let first: TestApp;

  let chat: FakeChatServer;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-dist-nginx-'));
  const script = `console.log(${JSON.stringify('Déclic '.repeat(400))});`;

  beforeAll(async () => {
    // A built web app of one page and one hashed asset with its brotli copy, as the build writes.
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Déclic</title>');
    fs.writeFileSync(path.join(distDir, 'assets/app-5678.js'), script);
    fs.writeFileSync(path.join(distDir, 'assets/app-5678.js.br'), brotliCompressSync(script));
    chat = await startFakeChatServer(0);
    database = await createPostgresTestDatabase();
    for (const index of [0, 1]) {
      const handle = await openPostgres(database.url);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `declic-instance-${index}-`));
      const config = testConfig({
        DATA_DIR: dataDir,
        WEB_DIST_DIR: distDir,
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_SCALE: '1',
        AI_BASE_URL: chat.baseUrl,
        AI_API_KEY: 'cle-test',
        AI_MODEL: 'modele-test',
      });
      const app = await buildApp({ config, database: handle, logger: false, serveWeb: true });
      app.addHook('onRequest', async (request) => {
        received[index]!.push(request.url.split('?')[0]!);
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      handles.push(handle);
      instances.push(app);
      dataDirs.push(dataDir);
    }
    nginx = await startNginx(instances.map((app) => (app.server.address() as { port: number }).port));
    first = { app: instances[0]!, database: handles[0]!, close: async () => {} };
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const app of instances) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
    await chat?.close();
    for (const dir of [...dataDirs, distDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const viaNginx = (url: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${nginx.port}${url}`, init);
  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    viaNginx(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const countOf = (index: number, url: string) => received[index]!.filter((seen) => seen === url).length;

  it('répartit les requêtes sur les deux instances, avec l’identifiant de requête de nginx', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => viaNginx('/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(countOf(0, '/api/health')).toBeGreaterThan(0);
    expect(countOf(1, '/api/health')).toBeGreaterThan(0);
    // nginx's $request_id (32 hex digits), passed on and answered by the instance.
    expect(answers[0]!.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('compte les essais de connexion ensemble : la limite tient, quelle que soit l’instance', async () => {
    const email = uniqueEmail('nginx');
    const { max } = AUTH_RATE_LIMITS.login.perEmail;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      statuses.push((await postJson('/api/auth/login', { email, password: 'mauvais' })).status);
    }
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    // Both instances answered some of them: neither could have counted them all alone.
    expect(countOf(0, '/api/auth/login')).toBeGreaterThan(0);
    expect(countOf(1, '/api/auth/login')).toBeGreaterThan(0);
  });

  it('fait passer le chat d’une instance à l’autre, en WebSocket à travers nginx', async () => {
    const author = await createTestUser(first);
    const reader = await createTestUser(first);
    await setTestLevel(handles[0]!, author.id, 15);
    await setTestLevel(handles[0]!, reader.id, 15);
    // Round robin: one socket lands on each instance (a third try if two landed together).
    const sockets = [];
    const onInstance = new Set<number>();
    while (onInstance.size < 2 && sockets.length < 4) {
      const before = [countOf(0, '/api/chat/socket'), countOf(1, '/api/chat/socket')];
      const socket = await openChatSocketOn(nginx.port, { token: reader.token });
      await socket.waitFor((events) => events.some((event) => event.type === 'ready'));
      onInstance.add(countOf(0, '/api/chat/socket') > before[0]! ? 0 : 1);
      sockets.push(socket);
    }
    expect(onInstance).toEqual(new Set([0, 1]));

    const sent = await postJson(
      '/api/chat/messages',
      { content: 'Bonjour de l’autre instance' },
      { authorization: `Bearer ${author.token}` },
    );
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    for (const socket of sockets) {
      await socket.waitFor((events) => messageIds(events).includes(id));
      socket.close();
    }
  });

  it('sert depuis l’une l’image de partage envoyée à l’autre', async () => {
    const student = await createTestUser(first);
    await setTestLevel(handles[0]!, student.id, 4);
    const story = greyPng(1080, 1920);
    const upload = await postJson(
      '/api/analysis/share-image',
      { dataUrl: pngDataUrl(story) },
      { authorization: `Bearer ${student.token}` },
    );
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const served = await Promise.all(instances.map((app) => app.inject({ method: 'GET', url })));
    expect(served.map((image) => image.statusCode)).toEqual([200, 200]);
    expect(served[0]!.rawPayload.equals(served[1]!.rawPayload)).toBe(true);
    const { width, height } = PNG.sync.read(served[1]!.rawPayload);
    expect([width, height]).toEqual([1080, 1920]);
    // And on no instance's disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });

  it('laisse passer le flux du conseiller mot par mot (pas de mise en mémoire par nginx)', async () => {
    chat.script({ kind: 'slow', content: 'Un cuisinier débutant gagne autour du SMIC.', ms: 30 });
    const student = await createTestUser(first);
    await setTestLevel(handles[0]!, student.id, 15);
    const response = await postJson('/api/chat/ai', advisorRequest('Combien gagne un cuisinier ?'), {
      ...student.headers,
      accept: 'text/event-stream',
    });
    await expectStreamedWordByWord(response);
  });

  it('garde les fichiers construits en cache, une copie par encodage', async () => {
    const asset = (encoding: string) =>
      viaNginx('/assets/app-5678.js', { headers: { 'accept-encoding': encoding } });
    const firstBr = await asset('br');
    expect(firstBr.headers.get('x-cache-status')).toBe('MISS');
    expect(firstBr.headers.get('cache-control')).toContain('immutable');
    expect(firstBr.headers.get('content-encoding')).toBe('br');
    expect(await firstBr.text()).toBe(script);
    const before = countOf(0, '/assets/app-5678.js') + countOf(1, '/assets/app-5678.js');
    const again = await asset('br');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(script);
    // Served by nginx alone; and a client that reads no brotli never gets the brotli copy.
    expect(countOf(0, '/assets/app-5678.js') + countOf(1, '/assets/app-5678.js')).toBe(before);
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('la configuration du site de production passe la vérification de nginx', () => {
    expect(checkProductionSite()).toContain('syntax is ok');
  });
});
