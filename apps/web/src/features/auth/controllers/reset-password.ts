import { runValidatedForm } from '../../../lib/dom-forms/validated-form';

/** The new-password form reached from the recovery e-mail (components/reset-password-form.tsx). */
export function runResetPassword(
  form: HTMLFormElement,
  { token, onDone }: { token: string; onDone: (message: string) => void },
): () => void {
  return runValidatedForm(form, {
    fields: ['password', 'confirmation'],
    loadRules: async () => (await import('../rules/new-password-rules')).newPasswordRules(token),
    busyLabel: 'Enregistrement…',
    onSent: ({ message }) => onDone(message),
  });
}
