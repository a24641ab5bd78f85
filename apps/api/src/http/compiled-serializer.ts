import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes a route's answers by code compiled from its response schema (fast-json-stringify, from
 * the zod schema’s JSON Schema), instead of checking each answer against the zod schema and then
 * stringifying it: a page of 20 formations 130 → 60 µs (docs/performance/catalogues.md). Only the
 * properties the schema names are written, as with zod. Checks are fewer: a field of one plain
 * type is converted instead of refused (a total "12" goes as 12, 1.5 as 1), while a nullable field
 * is still checked against its schema; so this is for routes whose answers our own code builds
 * field by field (the catalogue searches).
 * A schema JSON Schema cannot express (a date, a transform) keeps the zod serializer.
 */
export const compiledSerializer: FastifySerializerCompiler<Record<string, unknown>> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema as unknown as z.ZodType, { io: 'output' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return zodSerializerCompiler(route as unknown as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
