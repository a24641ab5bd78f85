import { AUTH_ERROR_CODES, type ProfileType, type Session } from '@declic/domain';
import { ApiRequestError } from '../../../lib/api-client';
import { clearSlot, showAlert } from '../../../lib/dom-forms/alert';
import { busyButton } from '../../../lib/dom-forms/busy-button';
import { element } from '../../../lib/dom-forms/element';
import { controlOf, requirePart } from '../../../lib/dom-forms/page-parts';
import { requestSignIn } from '../api/sign-in';
import { TEXTES } from '../textes';
import { resendBlock } from './resend-confirmation';

export interface SignInOutcome {
  /** What follows a sign-in: the session is kept and the visitor goes on (each page its way). */
  onSignedIn: (session: Session) => void;
}

/**
 * The sign-in form (components/login-form.tsx): « Se connecter » works once both fields are
 * filled; a refusal says why, and offers to resend the confirmation e-mail when that is the cause.
 */
export function runLoginForm(form: HTMLFormElement, { onSignedIn }: SignInOutcome): () => void {
  const events = new AbortController();
  const email = controlOf(form, 'email');
  const password = controlOf(form, 'password');
  const submit = requirePart<HTMLButtonElement>(form, 'button[type="submit"]');
  const failure = requirePart(form, '[data-slot="failure"]');
  const setBusy = busyButton(submit, 'Connexion…');
  let pending = false;
  const ready = () => !pending && email.value !== '' && password.value !== '';
  const refresh = () => {
    submit.disabled = !ready();
  };

  async function signIn(event: SubmitEvent) {
    event.preventDefault();
    if (!ready()) return;
    pending = true;
    setBusy(true);
    clearSlot(failure);
    const address = email.value;
    const profileType = (form.elements.namedItem('profile_type') as RadioNodeList).value as ProfileType;
    try {
      // The button keeps saying « Connexion… » while the page goes on.
      onSignedIn(
        await requestSignIn({ email: address, password: password.value, profile_type: profileType }),
      );
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : undefined;
      const alert = showAlert(failure, 'error', element('p', {}, apiError?.message || TEXTES.loginFailed));
      if (apiError?.code === AUTH_ERROR_CODES.emailNotConfirmed) alert.append(resendBlock(address));
      pending = false;
      setBusy(false);
      refresh();
    }
  }

  form.addEventListener('input', refresh, { signal: events.signal });
  form.addEventListener('change', refresh, { signal: events.signal });
  form.addEventListener('submit', signIn, { signal: events.signal });
  refresh();
  return () => events.abort();
}
