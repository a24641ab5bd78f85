/** Texts of the avatar editor. */
export const TEXTES = {
  random: 'Au hasard',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  seed: 'Mot magique',
  seedHint: 'Chaque mot dessine un visage différent. Essaie ton prénom, ton plat préféré…',
  radius: 'Arrondi des coins',
  background: 'Couleur du fond',
  skin: 'Couleur de peau',
  hair: 'Couleur des cheveux',
  otherColour: 'Autre couleur',
  glasses: 'Avec des lunettes',
  preview: 'Aperçu de ton avatar',
  saveFailed: 'Ton avatar est gardé sur cet appareil, mais nous n’avons pas pu l’enregistrer sur ton compte.',
} as const;
