import { isAcademicEmail } from '@declic/domain';

/** Copy of the teachers' sign-up: teachers are addressed with « vous ». */
export const TEXTES = {
  titre: 'Créer votre espace enseignant',
  intro:
    'Suivez la progression de vos classes\u202f: les élèves rejoignent votre classe par un code et choisissent ce qu’ils partagent avec vous.',
  bouton: 'Créer mon espace enseignant',
  envoi: 'Création de l’espace…',
  echec: 'L’inscription n’a pas abouti. Réessayez dans un instant.',
  verifiezBoite: 'Vérifiez votre boîte mail',
  lienEnvoye: 'Un lien de confirmation vient de partir. Cliquez dessus pour confirmer votre adresse.',
  etablissement: 'Établissement',
  etablissementAide: 'Tapez son nom, sa commune ou son code UAI, puis choisissez-le dans la liste.',
  etablissementAChoisir: 'Choisissez l’établissement dans la liste proposée.',
  rechercheEnCours: 'Recherche…',
  aucunEtablissement: 'Aucun établissement ne correspond. Essayez la commune ou le code UAI.',
  rechercheImpossible: 'La recherche n’a pas abouti. Réessayez dans un instant.',
  dejaUnEspace: 'Déjà un espace\u202f?',
  seConnecter: 'Se connecter (choisir « Enseignant »)',
} as const;

export const ACADEMIC_NEXT_STEP =
  'Votre adresse est académique\u202f: dès qu’elle est confirmée, votre espace enseignant s’ouvre.';
export const OTHER_NEXT_STEP =
  'Votre adresse n’est pas académique\u202f: après sa confirmation, l’équipe Déclic vérifie votre établissement avant d’ouvrir votre espace (deux jours ouvrés en général). Vous recevrez un e-mail.';
export const EMAIL_HINT =
  'Votre adresse académique (prenom.nom@ac-….fr) ouvre l’espace dès sa confirmation\u202f; une autre adresse attend la vérification de l’équipe.';

/** What happens after the link, said for the address typed (the same list as the server's). */
export function nextStepFor(email: string): string {
  return isAcademicEmail(email) ? ACADEMIC_NEXT_STEP : OTHER_NEXT_STEP;
}

/** « 3 établissements trouvés » for the screen reader's live region. */
export function foundCount(count: number, hasMore: boolean): string {
  if (count === 0) return TEXTES.aucunEtablissement;
  const more = hasMore ? ' (les premiers\u202f; précisez pour affiner)' : '';
  return `${count} établissement${count > 1 ? 's' : ''} trouvé${count > 1 ? 's' : ''}${more}. Flèches haut et bas pour parcourir, Entrée pour choisir.`;
}
