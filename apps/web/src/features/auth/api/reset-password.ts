import { mailSentResponseSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: { token: string; password: string }) {
  return apiRequest('/auth/reset-password', { method: 'POST', body: input, schema: mailSentResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
