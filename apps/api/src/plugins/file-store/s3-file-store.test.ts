import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../../test/fake-s3-server';
import { HttpError } from '../errors';
import { s3FileStore } from './s3-file-store';
import { signS3Request } from './s3-signature';

describe('signature AWS v4', () => {
  it('donne la signature de l’exemple de la documentation d’Amazon S3 (GET Object)', () => {
    // "Signature Calculations for the Authorization Header", example GET Object (AWS S3 API reference).
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('stockage S3 (serveur local qui vérifie les signatures)', () => {
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server();
  });
  afterAll(() => s3.close());

  const store = (overrides: { secretAccessKey?: string } = {}) =>
    s3FileStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
    });

  it('écrit, relit et supprime un objet', async () => {
    const files = store();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await files.put('share-images/abc.png', { bytes, contentType: 'image/png' });
    expect(s3.objects.get('share-images/abc.png')?.bytes.equals(bytes)).toBe(true);
    const read = await files.get('share-images/abc.png');
    expect(read?.contentType).toBe('image/png');
    expect(read?.bytes.equals(bytes)).toBe(true);
    await files.remove('share-images/abc.png');
    expect(await files.get('share-images/abc.png')).toBeNull();
    // Removing what is gone is not an error.
    await files.remove('share-images/abc.png');
  });

  it('encode les clés comme S3 les signe (espaces, accents, parenthèses)', async () => {
    const files = store();
    const key = 'dossier/élève (1) + copie!.txt';
    await files.put(key, { bytes: Buffer.from('bonjour'), contentType: 'text/plain' });
    expect((await files.get(key))?.bytes.toString()).toBe('bonjour');
  });

  it('réessaie une fois après une réponse 503 de S3', async () => {
    const files = store();
    s3.failNext(1);
    await files.put('reessai.txt', { bytes: Buffer.from('a'), contentType: 'text/plain' });
    expect(s3.log.slice(-2)).toEqual([
      'PUT /declic-test/reessai.txt → 503',
      'PUT /declic-test/reessai.txt → 200',
    ]);
  });

  it('dit en français que le stockage ne répond pas, après deux échecs ou une signature refusée', async () => {
    s3.failNext(2);
    const failed = await store()
      .get('reessai.txt')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/^Le stockage des fichiers/),
    });

    const refused = await store({ secretAccessKey: 'mauvais-secret' })
      .put('refuse.txt', { bytes: Buffer.from('a'), contentType: 'text/plain' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503 });
    expect(s3.log.at(-1)).toBe('PUT /declic-test/refuse.txt → 403');
    expect(s3.objects.has('refuse.txt')).toBe(false);
  });

  it('un serveur injoignable : 503 après la nouvelle tentative', async () => {
    const files = s3FileStore(
      { endpoint: 'http://127.0.0.1:9', bucket: 'b', region: 'r', accessKeyId: 'a', secretAccessKey: 's' },
      { timeoutMs: 500 },
    );
    await expect(files.get('x')).rejects.toMatchObject({ statusCode: 503 });
  });
});
