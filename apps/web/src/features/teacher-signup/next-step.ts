import { isAcademicEmail } from '@declic/domain';

// Loaded with the answer to the sign-up (the list of academic domains stays off the first load).
export const ACADEMIC_NEXT_STEP =
  'Votre adresse est académique\u202f: dès qu’elle est confirmée, votre espace enseignant s’ouvre.';
export const OTHER_NEXT_STEP =
  'Votre adresse n’est pas académique\u202f: après sa confirmation, l’équipe Déclic vérifie votre établissement avant d’ouvrir votre espace (deux jours ouvrés en général). Vous recevrez un e-mail.';
/** What happens after the link, said for the address typed (the same list as the server's). */
export function nextStepFor(email: string): string {
  return isAcademicEmail(email) ? ACADEMIC_NEXT_STEP : OTHER_NEXT_STEP;
}
