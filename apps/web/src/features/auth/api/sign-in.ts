import { AUTH_PATHS, type LoginRequest, type Session } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * Signs in and hands back the session. A plain request: the sign-in page's script does without
 * the route table and its Zod schemas (the session is checked where it is used, by its type).
 */
export function requestSignIn(credentials: LoginRequest): Promise<Session> {
  return apiRequest<Session>(AUTH_PATHS.login, { method: 'POST', body: credentials });
}
