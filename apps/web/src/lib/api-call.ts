import {
  fillPath,
  type RouteDefinition,
  type RouteInput,
  type RouteOutput,
  successSchema,
} from '@declic/domain';
import { apiRequest } from './api-client';
import { apiPath } from './api-path';

type QueryValue = string | number | boolean | undefined;

interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls a route of the table (`API` in @declic/domain): the path, method, input types and
 * answer schema all come from its one definition.
 */
export function call<R extends RouteDefinition>(
  route: R,
  ...[input, options]: RouteInput<R> extends { params?: never; query?: never; body?: never }
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions]
): Promise<RouteOutput<R>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const schema = successSchema(route);
  return apiRequest(fillPath(route.path, params as Record<string, unknown>), {
    method: route.method,
    query: query as Record<string, QueryValue> | undefined,
    body,
    signal: options?.signal,
    headers: options?.headers,
    schema,
  }) as Promise<RouteOutput<R>>;
}

/** The address of a route, for the few raw calls that read the response themselves (streams). */
export function routeUrl<R extends RouteDefinition>(route: R, params?: Record<string, unknown>): string {
  return apiPath(fillPath(route.path, params));
}
