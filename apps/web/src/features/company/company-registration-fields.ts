/** The company sign-up form's fields, in the order of the page (components/company-register-form.tsx). */
export const COMPANY_REGISTRATION_FIELDS = [
  'organisation',
  'siret',
  'sector',
  'contactFirstName',
  'contactLastName',
  'street',
  'postalCode',
  'city',
  'department',
  'email',
  'password',
  'confirmation',
] as const;

export type CompanyRegistrationValues = Record<(typeof COMPANY_REGISTRATION_FIELDS)[number], string>;
