import { defineLevel } from '../engine/level-definition';

/**
 * Level 38, « Journées portes ouvertes »: formations chosen in the catalogue, questions prepared
 * for their open days, then the visit (on site or online) and what the student learned.
 */
export const LEVEL_38 = defineLevel({
  level: 38,
  intro: [
    'Niveau 38 : direction les portes ouvertes !',
    'Une journée portes ouvertes, c’est le meilleur moyen de sentir une formation : les locaux, les profs, les élèves.',
    'Tu choisis où aller, tu prépares tes questions, puis tu racontes ce que tu as appris.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'bien-y-aller',
      title: 'Réussir sa visite',
      say: 'Une visite préparée t’en apprend dix fois plus. Voici comment faire.',
      lines: [
        'Les dates sont sur le site de chaque établissement, et souvent sur sa fiche Parcoursup. Note-les dans ton calendrier du niveau 20.',
        'Beaucoup d’écoles proposent aussi des portes ouvertes en ligne : elles comptent autant.',
        'Parle aux élèves, pas seulement aux profs. Eux te diront comment se passe vraiment une semaine.',
        'Regarde les lieux : les salles, les ateliers, la bibliothèque, l’internat s’il y en a un.',
        'Demande un emploi du temps type, et si tu peux assister à un cours, n’hésite pas.',
        'Prends des notes juste après : le soir même, tout se mélange déjà.',
      ],
    },
    {
      kind: 'pick',
      id: 'formations',
      title: 'Tes formations à visiter',
      say: 'Choisis une à trois formations du catalogue dont tu veux visiter les portes ouvertes.',
      catalogue: 'formations',
      min: 1,
      max: 3,
      notes: [
        {
          id: 'pourquoi',
          label: 'Ce que tu veux vérifier sur place',
          hint: 'Par exemple : « Si les ateliers sont bien équipés, et comment les élèves trouvent leur stage. »',
          minLength: 20,
          maxLength: 400,
          multiline: true,
        },
      ],
    },
    {
      kind: 'questions',
      id: 'questions',
      title: 'Tes questions',
      say: 'Écris au moins cinq questions à poser, dont quatre ouvertes. Pioche dans les thèmes, puis adapte-les.',
      min: 5,
      minOpen: 4,
      bank: [
        {
          theme: 'Les cours',
          questions: [
            'Comment se passe une semaine type ?',
            'Quelle part de pratique y a-t-il dans les cours ?',
            'Qu’est-ce qui surprend le plus les nouveaux élèves ?',
          ],
        },
        {
          theme: 'Les stages',
          questions: [
            'Comment les élèves trouvent-ils leur stage ?',
            'Dans quelles entreprises partent-ils ?',
            'Peut-on faire une année en alternance ?',
          ],
        },
        {
          theme: 'Après la formation',
          questions: [
            'Que deviennent les élèves à la sortie ?',
            'Quelles poursuites d’études choisissent-ils ?',
          ],
        },
        {
          theme: 'La vie sur place',
          questions: [
            'Comment se loger près de l’établissement ?',
            'Quelles activités existent en dehors des cours ?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'visite',
      title: 'Ta visite',
      say: 'Va aux portes ouvertes, sur place ou en ligne. Coche ce que tu as fait, puis raconte.',
      items: [
        {
          id: 'date',
          label: 'J’ai trouvé la date des portes ouvertes sur le site de l’établissement',
          required: true,
        },
        { id: 'visite-faite', label: 'J’y suis allé, sur place ou en ligne', required: true },
        { id: 'questions-posees', label: 'J’ai posé au moins trois de mes questions', required: true },
        { id: 'eleve', label: 'J’ai parlé avec un élève de la formation', required: false },
        {
          id: 'documents',
          label: 'J’ai rapporté une brochure ou noté le lien des documents',
          required: false,
        },
      ],
      report: {
        id: 'appris',
        label: 'Ce que tu as appris',
        hint: 'Les réponses qui t’ont marqué, ce que tu as vu, et si cette formation te donne toujours envie, et pourquoi.',
        minLength: 120,
        maxLength: 2000,
        multiline: true,
      },
    },
  ],
  success:
    'Bravo, tu as vu une formation de l’intérieur ! Garde tes notes : elles t’aideront à classer tes vœux et à écrire ton projet motivé.',
  evidence: 'steps',
  screen: 'player',
});
