import { defineLevel } from '../engine/level-definition';

/**
 * Level 26, « Les finitions » (final_polish): spelling and typography over every saved document
 * at once (CV, letter, projet motivé, STAR story, portfolio), each fix applied or refused in one
 * click, then a human reading out loud.
 */
export const LEVEL_26 = defineLevel({
  level: 26,
  intro: [
    'Bienvenue au niveau 26 ! Tes documents sont écrits. Il reste les finitions.',
    'Une faute dans une lettre, c’est souvent la première chose qu’on remarque. Dommage quand tout le reste est bien !',
    'Je relis tous tes documents d’un coup : orthographe et typographie. Toi, tu choisis ce que tu corriges.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'comment-ca-marche',
      title: 'Comment ça marche',
      say: 'Pour chaque remarque, tu as deux boutons.',
      lines: [
        '« Corriger » remplace le mot ou la ligne par ma proposition, dans ton document.',
        '« Garder » laisse ton texte tel quel : un nom de club, d’appli, un mot de ta région, je ne les connais pas tous.',
        'Je ne touche qu’à l’orthographe et à la typographie. Pour réécrire un document, retourne à son niveau.',
        'Quand tout est réglé, tes corrections remplacent tes anciens documents : le CV, la lettre et le projet que tu télécharges seront les bons.',
      ],
    },
    {
      kind: 'polish',
      id: 'finitions',
      title: 'Tous tes documents relus',
      say: 'Lance la relecture, puis règle chaque remarque : corrige ou garde.',
    },
    {
      kind: 'checklist',
      id: 'relecture-humaine',
      title: 'Un dernier regard humain',
      say: 'Un correcteur ne remplace pas une vraie relecture. Deux gestes qui changent tout :',
      items: [
        { id: 'voix-haute', label: 'J’ai relu chaque document à voix haute', required: true },
        { id: 'relecteur', label: 'J’ai fait relire ma lettre par quelqu’un de confiance', required: false },
      ],
    },
  ],
  success: 'Bravo, tes documents sont impeccables ! Tu peux les envoyer la tête haute.',
  evidence: 'steps',
  screen: 'player',
});
