import { type Session, sessionSchema } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

// One request per link, even when React runs an effect twice: a link works only once.
const pending = new Map<string, Promise<Session>>();

export function confirmEmail(token: string): Promise<Session> {
  let request = pending.get(token);
  if (!request) {
    request = apiRequest('/auth/confirm', { method: 'POST', body: { token }, schema: sessionSchema });
    pending.set(token, request);
  }
  return request;
}
