import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface FakeS3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request, as `METHOD /bucket/key → status`. */
  log: string[];
  /** The next `count` requests answer 503 SlowDown, as S3 does under load. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local S3-compatible server for one bucket: PUT, GET and DELETE of objects, path-style. Each
 * request's SigV4 signature is recomputed with AWS's own signer (@smithy/signature-v4), so our
 * client is checked against an implementation that is not ours.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const state = {
    bucket: 'declic-test',
    region: 'fr-par',
    accessKeyId: 'DECLICTESTKEY',
    secretAccessKey: 'secret-de-test-pour-le-seau',
    objects: new Map<string, { bytes: Buffer; contentType: string }>(),
    log: [] as string[],
  };
  let failures = 0;
  const signer = new SignatureV4({
    service: 's3',
    region: state.region,
    credentials: { accessKeyId: state.accessKeyId, secretAccessKey: state.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: true,
  });

  async function signatureMatches(request: http.IncomingMessage, body: Buffer): Promise<boolean> {
    const given = request.headers.authorization ?? '';
    const signedNames = /SignedHeaders=([^,]+)/.exec(given)?.[1]?.split(';') ?? [];
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const date = new Date(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!signedNames.includes('host') || Number.isNaN(date.getTime())) return false;
    const declaredHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (declaredHash !== createHash('sha256').update(body).digest('hex')) return false;
    const url = new URL(request.url ?? '/', 'http://placeholder');
    const headers = Object.fromEntries(
      signedNames.map((name) => [name, String(request.headers[name] ?? '')]),
    );
    const [hostname, port] = (request.headers.host ?? '').split(':');
    const expected = await signer.sign(
      {
        method: request.method ?? 'GET',
        protocol: 'http:',
        hostname: hostname ?? '',
        port: port ? Number(port) : undefined,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body,
      },
      { signingDate: date },
    );
    return expected.headers.authorization === given;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const answer = (status: number, payload: string | Buffer = '', type = 'application/xml') => {
        state.log.push(`${request.method} ${request.url} → ${status}`);
        response.writeHead(status, payload.length ? { 'content-type': type } : {});
        response.end(payload);
      };
      if (failures > 0) {
        failures -= 1;
        return answer(503, xmlError('SlowDown', 'Please reduce your request rate.'));
      }
      if (!(await signatureMatches(request, body)))
        return answer(
          403,
          xmlError('SignatureDoesNotMatch', 'The request signature we calculated does not match.'),
        );
      const [, bucket, ...rest] = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).split(
        '/',
      );
      if (bucket !== state.bucket)
        return answer(404, xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      const key = rest.join('/');
      if (request.method === 'PUT') {
        state.objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        return answer(200);
      }
      const object = state.objects.get(key);
      if (request.method === 'DELETE') {
        state.objects.delete(key);
        return answer(204);
      }
      if (request.method === 'GET') {
        if (!object) return answer(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        return answer(200, object.bytes, object.contentType);
      }
      return answer(405, xmlError('MethodNotAllowed', 'The specified method is not allowed.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    endpoint: `http://127.0.0.1:${port}`,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
