import { defineLevel } from '../engine/level-definition';

/**
 * Level 19, « Stratégie de vœux » (voeux_strategy): a list of Parcoursup wishes from the real
 * catalogue, each labelled rêve / ambitieux / sûr from its access rate, and a balance verdict
 * with real alternatives. Completes when the list holds at least three wishes and one safe one.
 */
export const LEVEL_19 = defineLevel({
  level: 19,
  intro: [
    'Bienvenue au niveau 19 ! Aujourd’hui, tu prépares ta liste de vœux Parcoursup.',
    'Une bonne liste mélange des rêves, des vœux ambitieux et des vœux sûrs.',
    'Je regarde le vrai taux d’accès de chaque formation, et je te dis si ta liste tient la route.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'equilibre',
      title: 'Une liste équilibrée',
      say: 'Sur Parcoursup, tu peux faire jusqu’à 10 vœux. Pas besoin de les classer.',
      lines: [
        'Le taux d’accès, c’est la part des candidats qui ont reçu une proposition l’an dernier.',
        'À 90\u00a0%, presque tout le monde a eu une place. À 15\u00a0%, très peu.',
        'Je range tes vœux en trois familles. Rêve : moins de 40\u00a0%. Ambitieux : de 40 à 74\u00a0%. Sûr : 75\u00a0% ou plus.',
        'Ce n’est qu’un repère : ton dossier compte autant que le taux. Un vœu « rêve » n’est pas interdit, au contraire.',
        'La règle d’or : garde toujours au moins un vœu sûr. C’est ton filet de sécurité.',
        'Et si tu peux changer de ville, pense à une formation ailleurs. Tes chances montent vite.',
      ],
    },
    {
      kind: 'voeux',
      id: 'voeux',
      title: 'Ta liste de vœux',
      say: 'Cherche des formations, ajoute-les à ta liste, puis demande-moi mon avis.',
      minWishes: 3,
    },
    {
      kind: 'checklist',
      id: 'apres-la-liste',
      title: 'Et maintenant ?',
      say: 'Ta liste est équilibrée. Avant la vraie saisie sur Parcoursup, trois choses à faire.',
      items: [
        {
          id: 'fiches',
          label: 'J’ai ouvert la fiche Parcoursup de chaque vœu (attendus, frais, dates)',
          required: true,
        },
        {
          id: 'parler',
          label: 'J’en ai parlé avec mon prof principal ou un psychologue de l’Éducation nationale',
          required: true,
        },
        { id: 'portes-ouvertes', label: 'J’ai noté une journée portes ouvertes à visiter', required: false },
      ],
    },
  ],
  success:
    'Bravo, ta liste de vœux est équilibrée ! Tu la retrouves dans « Ce que tu as construit ». Au moment de Parcoursup, tu sauras où tu vas.',
  evidence: 'steps',
  screen: 'player',
});
