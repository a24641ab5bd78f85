import { type MailSentResponse, mailSentResponseSchema, type RegisterRequest } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function registerAccount(body: RegisterRequest): Promise<MailSentResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: mailSentResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
