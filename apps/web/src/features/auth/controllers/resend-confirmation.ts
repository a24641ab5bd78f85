import { buttonClasses } from '../../../components/ui/button-classes';
import { busyButton } from '../../../lib/dom-forms/busy-button';
import { element } from '../../../lib/dom-forms/element';
import { resendConfirmation } from '../api/resend-confirmation';
import { TEXTES } from '../textes';

/**
 * « Renvoyer l’e-mail de confirmation », offered when a sign-in is refused because the address is
 * not confirmed yet, and after a sign-up: the server's answer replaces the button; a refusal shows
 * under it and the button stays.
 */
export function resendBlock(email: string): HTMLElement {
  const button = element(
    'button',
    { type: 'button', className: buttonClasses('secondary', 'sm') },
    TEXTES.resend,
  );
  const block = element('div', { className: 'mt-3' }, button);
  const setBusy = busyButton(button, 'Envoi…');
  button.addEventListener('click', async () => {
    setBusy(true);
    try {
      const { message } = await resendConfirmation(email);
      block.replaceWith(element('p', { role: 'status', className: 'mt-2 font-semibold' }, message));
    } catch (error) {
      block.querySelector('[role="alert"]')?.remove();
      block.append(element('p', { role: 'alert', className: 'mt-2 text-sm' }, (error as Error).message));
      setBusy(false);
    }
  });
  return block;
}
