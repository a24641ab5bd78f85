import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers (brotli, else gzip) above COMPRESSION_THRESHOLD. Only JSON and text
 * documents: never `text/event-stream` (the advisor's stream is written token by token on the
 * raw socket), never WebSocket upgrades. Built assets come already compressed (spa.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes:
      /^(?:application\/(?:json|xml|javascript)|text\/(?:html|css|plain|xml|javascript)|image\/svg\+xml)\b/,
    // Quality 4: for answers made per request, most of brotli's gain for a fraction of quality 11's time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
