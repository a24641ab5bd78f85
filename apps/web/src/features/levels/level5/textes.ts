import type { EnglishLevel } from '@declic/domain';

/** Level 5 copy (spec sections 2, 4 and 5); the script itself is LEVEL5_SCRIPT in the domain. */
export const LEVEL5_TEXTES = {
  replay: 'Réécouter',
  quit: 'Quitter',
  transcript: 'Lire le texte de l’écoute',
  answerLabel: 'Ta réponse (en anglais)',
  wordCount: (count: number) => `${count} mot${count > 1 ? 's' : ''} sur 20 minimum`,
  result: (level: EnglishLevel) =>
    `C’est fini\u202f! D’après tes réponses, ton niveau d’anglais est estimé à ${level}. Ce n’est pas une note, juste un point de départ.`,
  success: {
    title: 'Niveau 5 terminé\u202f!',
    text: (level: EnglishLevel) => `Ton niveau d’anglais estimé\u202f: ${level}.`,
  },
} as const;
