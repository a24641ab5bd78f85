import { resendBlock } from '../../features/auth/controllers/resend-confirmation';
import { requirePart } from '../../lib/dom-forms/page-parts';
import { enableControls, showView } from '../../lib/dom-forms/views';

/** Runs a sign-up form and calls back with the address the confirmation link went to. */
export type SignUpForm = (form: HTMLFormElement, onRegistered: (email: string) => void) => () => void;

/**
 * A sign-up page as drawn (the student's, the company's): the form, then « check your mailbox »
 * with the address and the offer to resend the link.
 */
export function wakeSignUpPage(root: HTMLElement, runForm: SignUpForm): () => void {
  enableControls(root);
  return runForm(requirePart<HTMLFormElement>(root, 'form'), (email) => {
    requirePart(root, '[data-slot="address"]').textContent = email;
    requirePart(root, '[data-slot="resend"]').replaceChildren(resendBlock(email));
    showView(root, 'sent');
  });
}
