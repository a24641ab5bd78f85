import type { ApiError, HttpMethod } from '@declic/domain';
import type { z } from 'zod';
import { currentAccessToken, renewSessionAfterUnauthorized } from './api-auth';
import { apiPath } from './api-path';

/** An API answer that is not 2xx, carrying the server's French message. */
export class ApiRequestError extends Error implements ApiError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a page says when the server cannot be reached (no connection, a script that does not load). */
export const UNREACHABLE_MESSAGE = 'Connexion impossible. Vérifie ta connexion internet et réessaie.';
/** What a page says when a refusal carries no message of its own. */
export const UNKNOWN_ERROR_MESSAGE = 'Une erreur est survenue. Réessaie dans un instant.';

interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set on the single retry after a refreshed session. */
  isRetry?: boolean;
}

/** Calls `/api{path}` with JSON and the bearer token; validates the answer when a schema is given. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = new URL(apiPath(path), window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'reseau', UNREACHABLE_MESSAGE);
  }

  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    // A bearer request refused with 401: renew the session once and try again.
    if (response.status === 401 && token && !options.isRetry && (await renewSessionAfterUnauthorized())) {
      return apiRequest(path, { ...options, isRetry: true });
    }
    const error = payload as Partial<ApiError> | undefined;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'erreur',
      error?.message ?? UNKNOWN_ERROR_MESSAGE,
    );
  }
  return options.schema ? options.schema.parse(payload) : (payload as T);
}
