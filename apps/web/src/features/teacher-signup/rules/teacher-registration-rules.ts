import { teacherRegisterRequestSchema } from '@declic/domain';
import type { FormRules } from '../../../lib/dom-forms/validated-form';
import { type FieldMessages, messagesByField } from '../../../lib/field-errors-resolver';
import { registerTeacher } from '../api/register-teacher';
import type { TeacherRegistrationValues } from '../teacher-registration-fields';
import { TEXTES } from '../textes';

function validate({
  confirmation,
  etablissement: _typed,
  ...values
}: TeacherRegistrationValues): FieldMessages<TeacherRegistrationValues> {
  const parsed = teacherRegisterRequestSchema.safeParse(values);
  const { uai, ...errors }: FieldMessages<TeacherRegistrationValues> = parsed.success
    ? {}
    : messagesByField<TeacherRegistrationValues>(parsed.error.issues);
  // The code is hidden: its message shows on the search box, the field the teacher can fix.
  if (uai) errors.etablissement = TEXTES.etablissementAChoisir;
  if (values.password !== confirmation)
    errors.confirmation = 'Les deux mots de passe ne sont pas identiques.';
  return errors;
}

/** The teacher sign-up's rules, loaded with the form's first submission. */
export const teacherRegistrationRules: FormRules<TeacherRegistrationValues, unknown> = {
  validate,
  send: ({ confirmation: _confirmation, etablissement: _etablissement, ...body }) => registerTeacher(body),
};
