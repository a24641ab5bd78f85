/** Texts of the profile screen (spec sections 2 and 8, verbatim where the spec gives them). */
export const TEXTES = {
  title: 'Mon Profil',
  loadError: 'Impossible de charger les informations du profil.',
  updateSuccess: 'Profil mis à jour avec succès.',
  updateError: 'Impossible de mettre à jour le profil.',
  notSpecified: 'Non spécifié',
  avatarLocked: 'Une image apparaitra au niveau 4',
  avatarMissing: 'Avatar indisponible',
} as const;
