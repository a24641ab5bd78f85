/** Copy of the teachers' sign-up: teachers are addressed with « vous ». */
export const TEXTES = {
  titre: 'Créer votre espace enseignant',
  intro:
    'Suivez la progression de vos classes\u202f: les élèves rejoignent votre classe par un code et choisissent ce qu’ils partagent avec vous.',
  bouton: 'Créer mon espace enseignant',
  envoi: 'Création de l’espace…',
  echec: 'L’inscription n’a pas abouti. Réessayez dans un instant.',
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

export const EMAIL_HINT =
  'Votre adresse académique (prenom.nom@ac-….fr) ouvre l’espace dès sa confirmation\u202f; une autre adresse attend la vérification de l’équipe.';

/** « 3 établissements trouvés » for the screen reader's live region. */
export function foundCount(count: number, hasMore: boolean): string {
  if (count === 0) return TEXTES.aucunEtablissement;
  const more = hasMore ? ' (les premiers\u202f; précisez pour affiner)' : '';
  return `${count} établissement${count > 1 ? 's' : ''} trouvé${count > 1 ? 's' : ''}${more}. Flèches haut et bas pour parcourir, Entrée pour choisir.`;
}
