import { authApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function resetPassword(input: { token: string; password: string }) {
  return call(authApi.resetPassword, { body: input });
}
