import type { FastifySerializerCompiler } from 'fastify';

/**
 * A serializer compiler whose work waits for the route's first answer. Fastify compiles every
 * route's response serializers before it listens: some 300 routes, a tenth of the start on the
 * embedded database (profiled, docs/performance/startup.md), for routes most instances never
 * answer. Compiled once, on first use, and kept.
 */
export function compiledOnFirstUse<S>(compile: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route);
      return serialize(data);
    };
  };
}
