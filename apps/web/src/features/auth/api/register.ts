import { authApi, type MailSentResponse, type RegisterRequest } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function registerAccount(body: RegisterRequest): Promise<MailSentResponse> {
  return call(authApi.register, { body });
}
