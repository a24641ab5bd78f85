import { AUTH_PATHS, type MailSentResponse } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

/** Mails a link to choose a new password (a plain request, like the sign-in: no Zod on the page). */
export function requestPasswordReset(email: string): Promise<MailSentResponse> {
  return apiRequest<MailSentResponse>(AUTH_PATHS.recover, { method: 'POST', body: { email } });
}
