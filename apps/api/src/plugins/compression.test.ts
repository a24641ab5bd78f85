import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../test/fake-chat-server';
import { buildWebTestApp, createTestUser, setTestLevel, type TestApp } from '../../test/helper';
import {
  advisorRequest,
  expectStreamedWordByWord,
  providerApp,
} from '../modules/ai-chat/ai-chat-test-support';
import { COMPRESSION_THRESHOLD, preferredEncoding, registerCompression } from './compression';

// A built web app of two files, with the brotli copy the Vite build writes beside each asset.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-dist-'));
const script = `console.log(${JSON.stringify('Déclic '.repeat(400))});`;
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Déclic</title>');
fs.writeFileSync(path.join(distDir, 'assets/app-1234.js'), script);
fs.writeFileSync(path.join(distDir, 'assets/app-1234.js.br'), brotliCompressSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await buildWebTestApp(distDir);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('réponses compressées', () => {
  it('un JSON de plus de 1 Ko part en brotli, ou en gzip pour qui ne lit que gzip', async () => {
    const br = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toMatch(/^3\.1/);
    const gzip = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\.1/);
  });

  it('mesure le seuil en octets : un texte court mais accentué, au-delà du seuil, est compressé', async () => {
    const app = Fastify();
    await registerCompression(app);
    const accented = 'é'.repeat(COMPRESSION_THRESHOLD / 2 + 1); // fewer characters than the threshold, more bytes
    const plain = 'e'.repeat(COMPRESSION_THRESHOLD - 1);
    app.get('/accented', async () => accented);
    app.get('/plain', async () => plain);
    const headers = { 'accept-encoding': 'br' };
    const compressed = await app.inject({ url: '/accented', headers });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(accented);
    const asIs = await app.inject({ url: '/plain', headers });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.payload).toBe(plain);
    await app.close();
  });

  it('une petite réponse part telle quelle', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('un fichier construit part dans sa copie brotli, sans recompression', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('encodage choisi d’après Accept-Encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('un client qui refuse brotli et gzip reçoit le JSON tel quel, avec Vary', async () => {
    const raw = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    expect(raw.json().openapi).toMatch(/^3\.1/);
  });
});

describe('flux du conseiller', () => {
  let chat: FakeChatServer;
  let ai: TestApp;
  beforeAll(async () => {
    chat = await startFakeChatServer(0);
    ai = await providerApp(chat);
  });
  afterAll(async () => {
    await ai?.close();
    await chat?.close();
  });

  it('arrive toujours mot par mot, jamais compressé, même pour qui accepte brotli', async () => {
    chat.script({ kind: 'slow', content: 'Un cuisinier débutant gagne autour du SMIC.', ms: 30 });
    const student = await createTestUser(ai);
    await setTestLevel(ai.database, student.id, 15);
    const base = await ai.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/api/chat/ai`, {
      method: 'POST',
      headers: {
        ...student.headers,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        'content-type': 'application/json',
      },
      body: JSON.stringify(advisorRequest('Combien gagne un cuisinier ?')),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    await expectStreamedWordByWord(response);
  });
});
