import { mailSentResponseSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendConfirmation(email: string) {
  return apiRequest('/auth/resend', { method: 'POST', body: { email }, schema: mailSentResponseSchema });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
