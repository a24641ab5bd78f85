import { defineLevel } from '../engine/level-definition';

/** Level 8, « Métiers en vidéo » (job_videos): professionals talk about their day; one note per video. */
export const LEVEL_08 = defineLevel({
  level: 8,
  intro: [
    'Niveau 8 : place aux images !',
    'Des pros racontent leur journée en vidéo. Tu en regardes deux et tu notes ce qui te marque.',
    'Compte 10 à 15 minutes, avec des écouteurs si tu es dans un lieu calme.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'bien-regarder',
      title: 'Regarder comme un enquêteur',
      say: 'Une vidéo métier se regarde avec trois questions en tête.',
      lines: [
        'Où la personne travaille-t-elle ? Dans un bureau, dehors, dans un atelier, chez des clients ?',
        'Avec qui ? Seule, en équipe, avec du public ?',
        'Qu’est-ce qu’elle aime, et qu’est-ce qui est dur ? Les pros le disent souvent en fin de vidéo.',
      ],
    },
    {
      kind: 'pick',
      id: 'videos',
      title: 'Deux vidéos',
      say: 'Voici des vidéos de l’ONISEP pour tes métiers. Choisis-en deux, regarde-les, puis note ce qui te marque.',
      catalogue: 'videos',
      min: 2,
      max: 3,
      suggest: 'level6_jobs',
      notes: [
        {
          id: 'retenu',
          label: 'Ce que je retiens',
          hint: 'Un geste, un lieu, une phrase de la personne. Par exemple : « Elle commence à 6 h et travaille surtout dehors. »',
          minLength: 30,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'bilan',
      title: 'Ton bilan',
      say: 'Alors, ces vidéos t’ont donné envie, ou plutôt fait réfléchir ?',
      fields: [
        {
          id: 'envie',
          label: 'Ce que ces vidéos changent pour toi',
          hint: 'Un métier qui monte ou qui descend dans ta liste, et pourquoi.',
          minLength: 40,
          maxLength: 800,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, tu as vu des pros au travail. Tes notes rejoignent ton enquête : tu connais tes métiers un peu mieux.',
  evidence: 'steps',
  screen: 'player',
});
