import { authApi, type Session } from '@declic/domain';
import { call } from '../../../lib/api-call';

// One request per link, even when React runs an effect twice: a link works only once.
const pending = new Map<string, Promise<Session>>();

export function confirmEmail(token: string): Promise<Session> {
  let request = pending.get(token);
  if (!request) {
    request = call(authApi.confirm, { body: { token } });
    pending.set(token, request);
  }
  return request;
}
