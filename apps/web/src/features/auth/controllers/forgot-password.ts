import { clearSlot, showAlert } from '../../../lib/dom-forms/alert';
import { busyButton } from '../../../lib/dom-forms/busy-button';
import { deferredPart } from '../../../lib/dom-forms/deferred-part';
import { controlOf, requirePart } from '../../../lib/dom-forms/page-parts';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * « Mot de passe oublié ? » (components/forgot-password.tsx): the button opens the form, which
 * mails a link; the server's answer then takes the form's place.
 */
export function runForgotPassword(root: HTMLElement): () => void {
  const events = new AbortController();
  const open = requirePart<HTMLButtonElement>(root, '[data-part="open"]');
  const opened = deferredPart(root, 'forgot-password-form');
  const form = opened.part as HTMLFormElement;
  const email = controlOf(form, 'email');
  const submit = requirePart<HTMLButtonElement>(form, 'button[type="submit"]');
  const failure = requirePart(form, '[data-slot="failure"]');
  const setBusy = busyButton(submit, 'Envoi…');
  let pending = false;
  const refresh = () => {
    submit.disabled = pending || email.value === '';
  };

  function show() {
    open.hidden = true;
    opened.show(true);
    email.focus();
  }

  async function send(event: SubmitEvent) {
    event.preventDefault();
    if (pending || email.value === '') return;
    pending = true;
    setBusy(true);
    clearSlot(failure);
    try {
      const { message } = await requestPasswordReset(email.value);
      opened.show(false);
      showAlert(requirePart(root, '[data-slot="sent"]'), 'success', message);
    } catch (error) {
      showAlert(failure, 'error', (error as Error).message);
    } finally {
      pending = false;
      setBusy(false);
      refresh();
    }
  }

  open.addEventListener('click', show, { signal: events.signal });
  form.addEventListener('input', refresh, { signal: events.signal });
  form.addEventListener('submit', send, { signal: events.signal });
  refresh();
  return () => events.abort();
}
