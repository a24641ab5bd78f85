import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testConfig,
  testDatabaseKind,
} from '../../../test/helper';
import { greyPng, pngDataUrl } from '../../../test/png';
import { buildApp } from '../../app';
import { deleteAccount } from '../privacy/account-deletion.service';

describe(`POST /api/analysis/share-image (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-share-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const studentAtLevel = async (level: number) => atLevel(t, await createTestUser(t), level);
  const upload = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/analysis/share-image', headers: user.headers, payload });
  const story = pngDataUrl(greyPng(1080, 1920));
  const storedKeys = async (name: string) =>
    (
      await t.database.query<{ key: string }>('SELECT key FROM stored_files WHERE key = $1', [
        `share-images/${name}`,
      ])
    ).map((row) => row.key);

  it('stores a 1080×1920 PNG in the store the instances share (not on disk) and serves the same pixels back', async () => {
    const user = await studentAtLevel(4);
    const response = await upload(user, {
      dataUrl: story,
      questionnaireType: 'mbti',
      metadata: { source: 'niveau4', userId: user.id },
    });
    expect(response.statusCode).toBe(200);
    const { url, updatedAt } = response.json() as { url: string; updatedAt: string };
    expect(url).toMatch(/^\/api\/analysis\/share-image\/files\/[0-9a-f]{32}\.png$/);
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
    expect(await storedKeys(path.basename(url))).toEqual([`share-images/${path.basename(url)}`]);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const served = PNG.sync.read(image.rawPayload);
    const sent = PNG.sync.read(greyPng(1080, 1920));
    expect([served.width, served.height]).toEqual([1080, 1920]);
    expect(served.data.equals(sent.data)).toBe(true);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/share-image',
      headers: user.headers,
    });
    expect(latest.json()).toEqual({ url, updatedAt });
  });

  it('re-encodes the image: HTML glued after the PNG’s end is not stored', async () => {
    const user = await studentAtLevel(4);
    const polyglot = Buffer.concat([
      greyPng(1080, 1920),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const response = await upload(user, { dataUrl: pngDataUrl(polyglot) });
    expect(response.statusCode).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: response.json().url })).rawPayload;
    expect(stored.includes('<script')).toBe(false);
    // The file ends with the IEND chunk and its CRC, as a PNG must.
    expect(stored.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('keeps only the latest image per student and points the MBTI analysis at it', async () => {
    const user = await studentAtLevel(5);
    await t.database.query(
      "INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'mbti', $2)",
      [user.id, JSON.stringify({ personalityType: 'ENFP' })],
    );
    const first = (await upload(user, { image: story })).json() as { url: string };
    const second = (await upload(user, { dataUrl: story, metadata: { source: 'profile' } })).json() as {
      url: string;
    };
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect(await storedKeys(path.basename(first.url))).toEqual([]);
    const results = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/my-results?type=mbti',
      headers: user.headers,
    });
    expect(results.json().results.shareImageUrl).toBe(second.url);
  });

  it('refuses what is not a PNG data URL, or a PNG of the wrong size, with a French message', async () => {
    const user = await studentAtLevel(4);
    const jpeg = await upload(user, {
      dataUrl: `data:image/jpeg;base64,${Buffer.from('abc').toString('base64')}`,
    });
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().code).toBe('image_invalide');
    const fake = await upload(user, {
      dataUrl: pngDataUrl(Buffer.from('GIF89a pas un png du tout, vraiment')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Le fichier envoyé n’est pas une image PNG.');
    const square = await upload(user, { dataUrl: pngDataUrl(greyPng(1080, 1080)) });
    expect(square.statusCode).toBe(400);
    expect(square.json().code).toBe('dimensions_invalides');
    const missing = await upload(user, { questionnaireType: 'mbti' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an image over 3 MB with 413, whether the route or the body limit catches it', async () => {
    const user = await studentAtLevel(4);
    const justOver = Buffer.concat([greyPng(1080, 1920), Buffer.alloc(3_170_000)]);
    const ours = await upload(user, { dataUrl: pngDataUrl(justOver) });
    expect(ours.statusCode).toBe(413);
    expect(ours.json().code).toBe('image_trop_lourde');
    const huge = await upload(user, { dataUrl: pngDataUrl(Buffer.alloc(5_000_000)) });
    expect(huge.statusCode).toBe(413);
  });

  it('is gated at level 4, for the caller only, and never serves a guessed or foreign name', async () => {
    const early = await studentAtLevel(3);
    expect((await upload(early, { dataUrl: story })).statusCode).toBe(403);
    const user = await studentAtLevel(4);
    const other = await upload(user, { dataUrl: story, metadata: { source: 'profile', userId: early.id } });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/share-image',
      payload: { dataUrl: story },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const name of ['../../etc/passwd', `${'0'.repeat(32)}.png`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/analysis/share-image/files/${encodeURIComponent(name)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('efface le fichier de l’image avec le compte', async () => {
    const user = await studentAtLevel(4);
    const response = await upload(user, { dataUrl: story, metadata: { source: 'profile', userId: user.id } });
    const name = path.basename(response.json().url);
    expect(await storedKeys(name)).toHaveLength(1);
    expect(await deleteAccount(t.database, user.id, t.app.accountErasers)).toBe(true);
    expect(await storedKeys(name)).toEqual([]);
  });

  it('déplace au démarrage les images d’avant, gardées sur le disque, dans le stockage partagé', async () => {
    const user = await studentAtLevel(4);
    const name = `${'ab'.repeat(16)}.png`;
    const orphan = `${'cd'.repeat(16)}.png`;
    await t.database.query(
      "INSERT INTO share_images (user_id, file_name, byte_size, source) VALUES ($1, $2, 10, 'niveau4')",
      [user.id, name],
    );
    const oldDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-share-ancien-'));
    const folder = path.join(oldDataDir, 'uploads', 'share-images');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, name), greyPng(1080, 1920));
    fs.writeFileSync(path.join(folder, orphan), greyPng(1080, 1920));
    // Something that is not an image of ours: left alone, and the server still starts.
    fs.mkdirSync(path.join(folder, 'notes'));

    const restarted = await buildApp({
      config: testConfig({ DATA_DIR: oldDataDir }),
      database: t.database,
      logger: false,
    });
    try {
      await restarted.ready();
      const image = await restarted.inject({ method: 'GET', url: `/api/analysis/share-image/files/${name}` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(greyPng(1080, 1920))).toBe(true);
      expect(await storedKeys(orphan)).toEqual([]);
      expect(fs.readdirSync(folder)).toEqual(['notes']);
    } finally {
      await restarted.close();
      fs.rmSync(oldDataDir, { recursive: true, force: true });
    }
  });
});
