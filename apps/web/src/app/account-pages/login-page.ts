import { runForgotPassword } from '../../features/auth/controllers/forgot-password';
import { runLoginForm, type SignInOutcome } from '../../features/auth/controllers/login-form';
import { runResetPassword } from '../../features/auth/controllers/reset-password';
import { showAlert } from '../../lib/dom-forms/alert';
import { requirePart } from '../../lib/dom-forms/page-parts';
import { enableControls, showView } from '../../lib/dom-forms/views';
import { forgetRecoveryToken, recoveryToken } from './recovery-link';

/**
 * /login as drawn (routes/login.tsx): sign-in and « Mot de passe oublié ? », or — opened from the
 * recovery e-mail — the new-password form, then back to sign-in with the server's word. The same
 * script runs on the static page and in the app; only what follows a sign-in differs.
 */
export function wakeLoginPage(root: HTMLElement, outcome: SignInOutcome): () => void {
  enableControls(root);
  const notice = requirePart(root, '[data-slot="notice"]');
  const stops = [
    runLoginForm(requirePart<HTMLFormElement>(root, 'form[data-form="sign-in"]'), outcome),
    runForgotPassword(requirePart(root, '[data-part="forgot-password"]')),
  ];
  const token = recoveryToken();
  if (token === null)
    showAlert(notice, 'error', 'Ce lien n’est pas valide. Demande un nouveau lien ci-dessous.');
  if (token) {
    showView(root, 'new-password');
    const form = requirePart<HTMLFormElement>(root, 'form[data-form="new-password"]');
    const done = (message: string) => {
      forgetRecoveryToken();
      showView(root, 'sign-in');
      showAlert(notice, 'success', message);
    };
    stops.push(runResetPassword(form, { token, onDone: done }));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
