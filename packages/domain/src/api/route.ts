import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route (account: any signed-in user); the API turns this into hooks. */
export interface RouteAccess {
  audience: 'public' | 'account' | 'company' | 'teacher' | 'staff';
  /** The level the caller must have reached (the shell locks the same entries). */
  minLevel?: number;
  /** The path parameter naming the user whose data is touched: only that user may call. */
  ownerParam?: string;
  /** Public route that still reads the caller when a valid token is sent. */
  optionalSignIn?: boolean;
}

type SuccessStatus = 200 | 201 | 202;

/**
 * A route that answers as a stream: server-sent events when the caller asks for
 * `text/event-stream`, or a WebSocket (`client`: the frames the client sends).
 */
export type RouteStream =
  | { kind: 'sse'; events: z.ZodType }
  | { kind: 'websocket'; client: z.ZodType; events: z.ZodType };

/** One endpoint, declared once: the API registers it, the web app calls it, the docs list it. */
export interface RouteDefinition {
  method: HttpMethod;
  /** Path under /api, with `:name` parameters. */
  path: `/${string}`;
  summary: string;
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Partial<Record<SuccessStatus, z.ZodType>> & { 204?: null };
  /** A file answer (SVG, PNG) instead of JSON: no answer schema, read by <img> rather than `call`. */
  produces?: string;
  /** The events of a streamed answer, with their schemas (documented in OpenAPI as `x-stream`). */
  stream?: RouteStream;
}

/** Keeps the literal types of a route so handlers and callers are checked against it. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
type Field<K extends string, S> = [S] extends [z.ZodType] ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a caller sends: path params, query and body as the schemas accept them. */
export type RouteInput<R extends RouteDefinition> = Field<'params', R['params']> &
  Field<'query', R['query']> &
  Field<'body', R['body']>;

/** What a handler receives once the schemas have parsed the request. */
export interface RouteRequest<R extends RouteDefinition> {
  params: OutputOf<R['params']>;
  query: OutputOf<R['query']>;
  body: OutputOf<R['body']>;
}

type Responses<R extends RouteDefinition> = R['responses'];
/** The success answer of a route (undefined for 204). */
export type RouteOutput<R extends RouteDefinition> = R['produces'] extends string
  ? unknown
  : Responses<R>[200] extends z.ZodType
    ? z.output<Responses<R>[200]>
    : Responses<R>[201] extends z.ZodType
      ? z.output<Responses<R>[201]>
      : Responses<R>[202] extends z.ZodType
        ? z.output<Responses<R>[202]>
        : undefined;

/** The schema of the success answer, or undefined for a 204 route. */
export function successSchema(route: RouteDefinition): z.ZodType | undefined {
  return route.responses[200] ?? route.responses[201] ?? route.responses[202];
}

/** Puts path parameters in place: `/progression/:userId` + {userId} → `/progression/abc`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Paramètre de chemin manquant : ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
