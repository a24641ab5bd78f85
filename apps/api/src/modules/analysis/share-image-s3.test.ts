import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../../test/fake-s3-server';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { greyPng, pngDataUrl } from '../../../test/png';
import { deleteAccount } from '../privacy/account-deletion.service';

describe(`images de partage dans un seau S3 configuré (${testDatabaseKind})`, () => {
  let s3: FakeS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3Server();
    t = await buildTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const studentAtLevel4 = async () => atLevel(t, await createTestUser(t), 4);
  const upload = (student: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analysis/share-image',
      headers: student.headers,
      payload: { dataUrl: pngDataUrl(greyPng(1080, 1920)) },
    });
  const keyOf = (url: string) => `share-images/${url.split('/').at(-1)}`;

  it('écrit l’image dans le seau, la sert depuis lui, l’en retire avec le compte', async () => {
    const student = await studentAtLevel4();
    const sent = await upload(student);
    expect(sent.statusCode).toBe(200);
    const { url } = sent.json() as { url: string };
    const key = keyOf(url);
    expect([...s3.objects.keys()]).toEqual([key]);
    expect(await t.database.query('SELECT key FROM stored_files')).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(s3.objects.get(key)!.bytes)).toBe(true);

    expect(await deleteAccount(t.database, student.id, t.app.accountErasers)).toBe(true);
    expect(s3.objects.size).toBe(0);
  });

  it('un seau qui ne répond pas : 503 en français, et l’image d’avant reste', async () => {
    const student = await studentAtLevel4();
    const first = (await upload(student)).json() as { url: string };
    s3.failNext(2);
    const failed = await upload(student);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      code: 'stockage_indisponible',
      message: 'Le stockage des fichiers ne répond pas. Réessaie dans un moment.',
    });
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
  });

  it('effacer un compte quand le seau ne répond pas : rien n’est effacé, et on peut recommencer', async () => {
    const student = await studentAtLevel4();
    const key = keyOf(((await upload(student)).json() as { url: string }).url);
    s3.failNext(2);
    await expect(deleteAccount(t.database, student.id, t.app.accountErasers)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await t.database.query('SELECT 1 FROM users WHERE id = $1', [student.id])).toHaveLength(1);
    expect(s3.objects.has(key)).toBe(true);

    expect(await deleteAccount(t.database, student.id, t.app.accountErasers)).toBe(true);
    expect(s3.objects.has(key)).toBe(false);
    expect(await t.database.query('SELECT 1 FROM users WHERE id = $1', [student.id])).toHaveLength(0);
  });
});
