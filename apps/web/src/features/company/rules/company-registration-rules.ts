import { companyRegisterRequestSchema } from '@declic/domain';
import type { FormRules } from '../../../lib/dom-forms/validated-form';
import { type FieldMessages, messagesByField } from '../../../lib/field-errors-resolver';
import { registerCompany } from '../api/register-company';
import type { CompanyRegistrationValues } from '../company-registration-fields';

function validate({
  confirmation,
  ...values
}: CompanyRegistrationValues): FieldMessages<CompanyRegistrationValues> {
  const parsed = companyRegisterRequestSchema.safeParse(values);
  const errors = parsed.success ? {} : messagesByField<CompanyRegistrationValues>(parsed.error.issues);
  if (values.password !== confirmation)
    errors.confirmation = 'Les deux mots de passe ne sont pas identiques.';
  return errors;
}

/**
 * The company sign-up's rules (the SIRET's checksum among them, before anything leaves the
 * browser), loaded with the form's first submission.
 */
export const companyRegistrationRules: FormRules<CompanyRegistrationValues, unknown> = {
  validate,
  send: ({ confirmation: _confirmation, ...body }) => registerCompany(body),
};
