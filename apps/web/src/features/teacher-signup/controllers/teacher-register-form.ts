import { requirePart } from '../../../lib/dom-forms/page-parts';
import { runValidatedForm } from '../../../lib/dom-forms/validated-form';
import { TEACHER_REGISTRATION_FIELDS } from '../teacher-registration-fields';
import { TEXTES } from '../textes';
import { runEstablishmentCombobox } from './establishment-combobox';

/**
 * The teacher sign-up form (components/teacher-register-form.tsx): the school searched and chosen
 * in its list, the domain's rules before sending, what follows the link said for the address
 * typed, then `onRegistered` with that address.
 */
export function runTeacherRegisterForm(
  form: HTMLFormElement,
  { onRegistered }: { onRegistered: (email: string) => void },
): () => void {
  // The route's schemas load with the first search: the page's first load stays small.
  const search = async (q: string, signal: AbortSignal) =>
    (await import('../api/search-establishments')).searchEstablishments(q, signal);
  const stopSearch = runEstablishmentCombobox(requirePart(form, '[data-part="establishment"]'), search);
  const stopForm = runValidatedForm(form, {
    fields: TEACHER_REGISTRATION_FIELDS,
    loadRules: async () => (await import('../rules/teacher-registration-rules')).teacherRegistrationRules,
    busyLabel: TEXTES.envoi,
    failureMessage: TEXTES.echec,
    onSent: (_result, values) => onRegistered(values.email),
  });
  return () => {
    stopSearch();
    stopForm();
  };
}

/** The « check your mailbox » view says what happens next for this address. */
export async function showNextStep(root: ParentNode, email: string): Promise<void> {
  const { nextStepFor } = await import('../next-step');
  requirePart(root, '[data-slot="next-step"]').textContent = nextStepFor(email);
}
