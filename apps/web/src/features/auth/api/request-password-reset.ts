import { mailSentResponseSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest('/auth/recover', { method: 'POST', body: { email }, schema: mailSentResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
