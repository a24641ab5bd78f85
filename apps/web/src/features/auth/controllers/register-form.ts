import { deferredPart } from '../../../lib/dom-forms/deferred-part';
import { controlOf } from '../../../lib/dom-forms/page-parts';
import { runValidatedForm } from '../../../lib/dom-forms/validated-form';
import { isUnderConsentAge, REGISTRATION_FIELDS } from '../registration-fields';
import { TEXTES } from '../textes';

/**
 * The student sign-up form (components/register-form.tsx): the domain's rules before sending, a
 * parent's address asked for under 15, then `onRegistered` with the address the link went to.
 */
export function runRegisterForm(
  form: HTMLFormElement,
  { onRegistered }: { onRegistered: (email: string) => void },
): () => void {
  const parentEmail = deferredPart(form, 'parent-email');
  // An age the browser restored (back to the page) counts as much as one typed.
  parentEmail.show(isUnderConsentAge({ age: controlOf(form, 'age').value }));
  return runValidatedForm(form, {
    fields: REGISTRATION_FIELDS,
    loadRules: async () => (await import('../rules/registration-rules')).registrationRules,
    busyLabel: 'Création du compte…',
    failureMessage: TEXTES.registerFailed,
    onChange: (values) => {
      parentEmail.show(isUnderConsentAge(values));
    },
    onSent: (_result, values) => onRegistered(values.email),
  });
}
