import {
  emailSchema,
  type MailSentResponse,
  newPasswordSchema,
  registrationProfileSchema,
} from '@declic/domain';
import type { FormRules } from '../../../lib/dom-forms/validated-form';
import { type FieldMessages, messagesByField } from '../../../lib/field-errors-resolver';
import { registerAccount } from '../api/register';
import { readPreAccountData } from '../hooks/pre-account-data';
import { isUnderConsentAge, type RegistrationValues } from '../registration-fields';
import { TEXTES } from '../textes';

/** Spec section 5: required fields, age 10–100, matching passwords — checked before sending. */
function validate(values: RegistrationValues): FieldMessages<RegistrationValues> {
  const profile = registrationProfileSchema.safeParse({
    ...values,
    age: values.age === '' ? undefined : Number(values.age),
  });
  const errors = profile.success ? {} : messagesByField<RegistrationValues>(profile.error.issues);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (isUnderConsentAge(values)) {
    const parent = emailSchema.safeParse(values.parentEmail);
    if (!parent.success) errors.parentEmail = parent.error.issues[0]?.message;
    else if (parent.data === email.data) errors.parentEmail = TEXTES.parentEmailIsOwn;
  }
  const password = newPasswordSchema.safeParse(values.password);
  if (!password.success) errors.password = password.error.issues[0]?.message;
  if (values.password !== values.confirmation) errors.confirmation = TEXTES.passwordMismatch;
  return errors;
}

/** Sends both spellings of every field (spec section 3), with what was built before the account. */
function send(values: RegistrationValues): Promise<MailSentResponse> {
  const optional = (value: string) => value.trim() || null;
  const userData = {
    profile_type: 'student' as const,
    prenom: values.firstName.trim(),
    nom: values.lastName.trim(),
    age: Number(values.age),
    genre: values.gender,
    departement: values.department,
    ecole: optional(values.school),
    numeroTelephone: optional(values.phoneNumber),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    gender: values.gender,
    department: values.department,
    school: optional(values.school),
    phone_number: optional(values.phoneNumber),
  };
  return registerAccount({
    email: values.email,
    password: values.password,
    userData,
    ...(isUnderConsentAge(values) ? { parentEmail: values.parentEmail } : {}),
    ...readPreAccountData(),
  });
}

/** The student sign-up's rules, loaded with the form's first submission (the domain's Zod schemas). */
export const registrationRules: FormRules<RegistrationValues, MailSentResponse> = { validate, send };
