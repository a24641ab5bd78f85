import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// A NUL character or half of a UTF-16 surrogate pair (PostgreSQL refuses both in text), or an
// invisible control character (tab, line feed and carriage return are text, and stay allowed).
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** True when a string anywhere in the value (keys included) holds a character PostgreSQL refuses. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSAFE.test(key) || hasUnsafeText(item, depth + 1));
}

/**
 * Refuses, before validation, any path segment, query parameter or body field that the database
 * could not store: a clear 400 instead of a 500 from PostgreSQL, whatever the route.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query) || hasUnsafeText(request.body)) {
      throw new HttpError(
        400,
        'caractere_invalide',
        'Ta demande contient un caractère invalide (caractère nul, invisible ou mal encodé). Retire-le et réessaie.',
      );
    }
  });
}
