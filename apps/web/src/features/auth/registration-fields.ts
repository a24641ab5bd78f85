import { needsParentConsent } from '@declic/domain';

/** The sign-up form's fields, in the order of the page (components/register-form.tsx). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'age',
  'gender',
  'department',
  'school',
  'phoneNumber',
  'email',
  'parentEmail',
  'password',
  'confirmation',
] as const;

export type RegistrationValues = Record<(typeof REGISTRATION_FIELDS)[number], string>;

/** Under 15 a parent confirms the sign-up: the form then asks for their address. */
export function isUnderConsentAge(values: Pick<RegistrationValues, 'age'>): boolean {
  const age = Number(values.age);
  return values.age !== '' && Number.isInteger(age) && needsParentConsent(age);
}
