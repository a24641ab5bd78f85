import { type MailSentResponse, newPasswordSchema } from '@declic/domain';
import type { FormRules } from '../../../lib/dom-forms/validated-form';
import { resetPassword } from '../api/reset-password';
import { TEXTES } from '../textes';

type Values = { password: string; confirmation: string };

/**
 * The new password's rule and its confirmation, shown under the confirmation; loaded with the
 * first submission (the domain's Zod schema).
 */
export function newPasswordRules(token: string): FormRules<Values, MailSentResponse> {
  return {
    validate({ password, confirmation }) {
      const checked = newPasswordSchema.safeParse(password);
      if (!checked.success) return { confirmation: checked.error.issues[0]?.message };
      return password === confirmation ? {} : { confirmation: TEXTES.passwordMismatch };
    },
    send: ({ password }) => resetPassword({ token, password }),
  };
}
