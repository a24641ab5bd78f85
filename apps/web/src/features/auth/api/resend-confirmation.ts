import { AUTH_PATHS, type MailSentResponse } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

/** Mails the confirmation link again (a plain request, like the sign-in: no Zod on the page). */
export function resendConfirmation(email: string): Promise<MailSentResponse> {
  return apiRequest<MailSentResponse>(AUTH_PATHS.resend, { method: 'POST', body: { email } });
}
