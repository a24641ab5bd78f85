import { HttpError } from '../errors';
import type { FileStore } from './file-store';
import { type S3Credentials, sha256Hex, signS3Request, uriEncode } from './s3-signature';

/** An S3-compatible bucket (AWS, Scaleway, OVHcloud, MinIO, Garage…), addressed path-style. */
export interface S3Settings extends S3Credentials {
  /** https://s3.fr-par.scw.cloud, http://127.0.0.1:9000… */
  endpoint: string;
  bucket: string;
}

export interface S3ClientOptions {
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

const EMPTY_HASH = sha256Hex('');

const unavailable = () =>
  new HttpError(
    503,
    'stockage_indisponible',
    'Le stockage des fichiers ne répond pas. Réessaie dans un moment.',
  );

/** The <Code> of an S3 error document, for the log. */
const errorCode = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1] ?? 'réponse inattendue';

/** Files as objects of one bucket, signed with SigV4; one retry after a network error or a 5xx. */
export function s3FileStore(settings: S3Settings, options: S3ClientOptions = {}): FileStore {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = settings.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) =>
    new URL(`${base}/${uriEncode(settings.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function request(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = objectUrl(key);
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const signed = signS3Request(
        { method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_HASH, date: now() },
        settings,
      );
      // fetch sets Host itself, from the same URL.
      const { host: _host, ...sent } = signed;
      try {
        const response = await send(url, {
          method,
          headers: sent,
          body: body ? new Uint8Array(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status < 500) return response;
        lastError = new Error(`S3 ${response.status} ${errorCode(await response.text())}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw Object.assign(unavailable(), { cause: lastError });
  }

  async function failure(response: Response, action: string): Promise<never> {
    const cause = new Error(`S3 ${action} : ${response.status} ${errorCode(await response.text())}`);
    throw Object.assign(unavailable(), { cause });
  }

  return {
    kind: 's3',
    async put(key, file) {
      const response = await request('PUT', key, file.bytes, { 'content-type': file.contentType });
      if (!response.ok) await failure(response, 'écriture');
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return failure(response, 'lecture');
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) await failure(response, 'suppression');
      await response.arrayBuffer();
    },
  };
}
