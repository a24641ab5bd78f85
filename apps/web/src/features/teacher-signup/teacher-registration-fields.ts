/**
 * The teacher sign-up form's fields, in the order of the page. `etablissement` is the text typed
 * in the search box; `uai` the hidden code of the school chosen in its list (what is sent).
 */
export const TEACHER_REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'etablissement',
  'uai',
  'password',
  'confirmation',
] as const;

export type TeacherRegistrationValues = Record<(typeof TEACHER_REGISTRATION_FIELDS)[number], string>;
