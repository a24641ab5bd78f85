import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

const COMPRESSIBLE =
  /^(?:application\/(?:json|xml|javascript|manifest\+json)|text\/(?:html|css|plain|xml|javascript)|image\/svg\+xml)\b/;

// Quality 1 for answers made per request: on the 30 catalogue pages of the benchmark (13.5 KB
// each on average), 48 µs and 2 006 bytes against 100 µs and 1 806 bytes at quality 3 — a tenth
// more bytes, well inside one packet, for half the time (docs/performance/catalogues.md).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/** The best encoding the client accepts (q > 0), brotli first; null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the answers the server makes in memory (JSON, pages, sitemap…) above
 * COMPRESSION_THRESHOLD, brotli else gzip, in one synchronous call: for answers of a few tens of
 * kilobytes that costs a fraction of a stream's machinery (measured: a zlib stream and its
 * chunked writes took ~1 ms of CPU per catalogue search). Streams are never touched: the
 * advisor's server-sent events go token by token, built files come precompressed (spa.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // A text's UTF-8 size is never below its length: only a short one is measured (a catalogue
    // page, accents and apostrophes in it, was converted twice: to measure it, then to compress it).
    if (payload.length < COMPRESSION_THRESHOLD && Buffer.byteLength(payload) < COMPRESSION_THRESHOLD)
      return payload;
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
  });
}
