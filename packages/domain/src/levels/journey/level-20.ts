import { defineLevel } from '../engine/level-definition';

/**
 * Level 20, « Planning et calendrier » (calendar_planning): the key dates of the student's year
 * (Parcoursup phases entered by the staff with their source) and their own dates (open days,
 * the meeting asked for at level 9…), exported as an .ics file, with reminders a week before.
 */
export const LEVEL_20 = defineLevel({
  level: 20,
  intro: [
    'Bienvenue au niveau 20 ! Tu as une liste de vœux, un CV, une lettre. Maintenant, il faut le bon timing.',
    'Une date ratée sur Parcoursup, et un vœu tombe. Alors on met tout dans ton agenda.',
    'Tu repars avec un fichier à ouvrir sur ton téléphone, et je te préviens une semaine avant chaque date.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'rythme',
      title: 'Le rythme de l’année',
      say: 'Ton année d’orientation suit un calendrier précis. Voici les grandes étapes.',
      lines: [
        'En hiver, tu t’inscris sur Parcoursup et tu formules tes vœux.',
        'Au printemps, tu complètes ton dossier et tu confirmes chaque vœu. Sans confirmation, le vœu ne compte pas.',
        'Au début de l’été, les propositions arrivent. Tu as quelques jours pour répondre à chacune.',
        'Entre-temps, les journées portes ouvertes : c’est là que tu sens si une formation est faite pour toi.',
        'Les dates officielles viennent du site de Parcoursup. Je te montre chaque source, vérifie-la en cas de doute.',
      ],
    },
    {
      kind: 'calendar',
      id: 'calendrier',
      title: 'Ton calendrier',
      say: 'Voici les dates de tous. Ajoute les tiennes : une journée portes ouvertes au moins, ton rendez-vous du niveau 9 si tu l’as obtenu.',
      minOwnDates: 2,
    },
    {
      kind: 'checklist',
      id: 'dans-mon-agenda',
      title: 'Dans ton agenda',
      say: 'Dernière étape : que ces dates ne restent pas ici.',
      items: [
        {
          id: 'telecharge',
          label: 'J’ai téléchargé mon calendrier et je l’ai ouvert sur mon téléphone ou mon ordinateur',
          required: true,
        },
        { id: 'famille', label: 'J’ai montré les dates importantes à ma famille', required: false },
      ],
    },
  ],
  success:
    'Bravo, ton année est planifiée ! Je te préviendrai une semaine avant chaque date de ton calendrier.',
  evidence: 'steps',
  screen: 'player',
});
