import { defineLevel } from '../engine/level-definition';

/**
 * Level 36, « Bourses et aides »: the CROUS grant échelon estimated by the server from the
 * imported scale (OpenFisca-France), the official simulator and the Dossier social étudiant's
 * dates, then the other aids, each with its condition and official link.
 */
export const LEVEL_36 = defineLevel({
  level: 36,
  intro: [
    'Niveau 36 : les bourses et les aides.',
    'Beaucoup d’étudiants ont droit à une bourse sans le savoir. Même sans bourse au lycée, tu peux en avoir une dans le supérieur.',
    'On estime la tienne, puis on repère les autres aides faites pour toi.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'bourse-en-bref',
      title: 'La bourse en bref',
      say: 'La bourse sur critères sociaux, en quelques mots.',
      lines: [
        'Le Crous verse la bourse chaque mois de l’année universitaire. Elle ne se rembourse pas.',
        'Son montant dépend d’un échelon, de 0 bis à 7. Plus l’échelon est haut, plus la bourse est élevée.',
        'L’échelon dépend des revenus de tes parents, du nombre d’enfants à leur charge et de la distance jusqu’à ton lieu d’études.',
        'Le revenu pris en compte est le « revenu brut global » de l’avant-dernière année. Il est écrit sur l’avis d’impôt de tes parents : demande-le-leur.',
        'La demande se fait chaque année sur le Dossier social étudiant, plusieurs mois avant la rentrée, même si tu n’as pas encore ton admission.',
      ],
    },
    {
      kind: 'grant',
      id: 'estimation',
      title: 'Ton estimation de bourse',
      say: 'Réponds avec ce que tu sais. Je calcule ton échelon avec le barème officiel.',
    },
    {
      kind: 'aids',
      id: 'autres-aides',
      title: 'Les autres aides',
      say: 'La bourse n’est pas la seule aide. Garde celles qui te concernent : tu retrouveras leur lien.',
      min: 1,
    },
  ],
  success:
    'Bravo ! Tu as une estimation de ta bourse et la liste des aides à demander. Note la date d’ouverture du Dossier social étudiant : c’est elle qui compte.',
  evidence: 'steps',
  screen: 'player',
});
