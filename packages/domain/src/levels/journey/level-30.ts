import { defineLevel } from '../engine/level-definition';

/**
 * Level 30, « Bilan de mi-parcours » (level_30): everything the student did and produced on one
 * dashboard, then the one or two themes to focus on next, which order the next levels on the map.
 */
export const LEVEL_30 = defineLevel({
  level: 30,
  intro: [
    'Bienvenue au niveau 30 ! Tu es à mi-chemin, et quel chemin.',
    'Tu as un projet, un dossier complet et un certificat d’expert. Prends une minute pour regarder tout ça.',
    'Ensuite, tu choisis ce qui compte le plus pour toi : ces niveaux seront mis en avant sur ta carte.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'mi-parcours',
      title: 'La moitié du voyage',
      say: 'Les vingt niveaux qui viennent parlent de la vraie vie étudiante.',
      lines: [
        'Alternance et stages, budget et bourses, logement, oraux d’admission, engagement, études à l’étranger…',
        'Tout le monde n’a pas besoin de tout tout de suite. Toi, qu’est-ce qui presse ?',
        'Choisis un ou deux thèmes. Tu pourras changer d’avis en revenant ici.',
      ],
    },
    {
      kind: 'focus',
      id: 'bilan',
      title: 'Ton bilan, et la suite',
      say: 'Voici tout ce que tu as construit. Puis choisis ce qui compte le plus pour toi maintenant.',
      maxChoices: 2,
      whyMinLength: 30,
    },
  ],
  success:
    'Bravo pour cette première moitié ! Ta carte met maintenant en avant les niveaux que tu as choisis.',
  evidence: 'steps',
  screen: 'player',
});
