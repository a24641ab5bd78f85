import { runValidatedForm } from '../../../lib/dom-forms/validated-form';
import { COMPANY_REGISTRATION_FIELDS } from '../company-registration-fields';

/** The company sign-up form (components/company-register-form.tsx), checked by the domain's rules. */
export function runCompanyRegisterForm(
  form: HTMLFormElement,
  { onRegistered }: { onRegistered: (email: string) => void },
): () => void {
  return runValidatedForm(form, {
    fields: COMPANY_REGISTRATION_FIELDS,
    loadRules: async () => (await import('../rules/company-registration-rules')).companyRegistrationRules,
    busyLabel: 'Création de l’espace…',
    onSent: (_result, values) => onRegistered(values.email),
  });
}
