import { defineLevel } from '../engine/level-definition';

/**
 * Level 40, « Oral d’admission »: the interview simulator of level 22 as a jury for one of the
 * student's formations only, then what the student will rework before the real oral.
 */
export const LEVEL_40 = defineLevel({
  level: 40,
  intro: [
    'Niveau 40 : le grand oral d’entraînement !',
    'Certaines formations font passer un oral avant de dire oui : écoles, BTS, BUT, IFSI, apprentissage…',
    'Un jury, ça impressionne. Sauf quand on s’est entraîné. C’est ce qu’on fait maintenant.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'jury',
      title: 'Ce que cherche un jury',
      say: 'Un jury ne cherche pas un élève parfait. Il cherche quelqu’un qui sait pourquoi il est là.',
      lines: [
        'Le jury, ce sont souvent des enseignants de la formation, parfois des professionnels du métier.',
        'Il veut comprendre ta motivation : pourquoi cette formation, et pas une autre ?',
        'Il regarde si tu connais la formation : son programme, ses stages, ce qu’on devient après.',
        'Il écoute comment tu parles de toi : des exemples concrets, pas des adjectifs.',
        'Avant l’oral, relis ton projet motivé du niveau 18 : le jury l’a souvent sous les yeux.',
        'Et garde une ou deux questions à poser à la fin. Un jury aime les candidats curieux.',
      ],
    },
    {
      kind: 'interview',
      id: 'oral',
      title: 'Ton oral blanc',
      say: 'Choisis la formation de ton parcours qui te fait le plus envie, puis réponds au jury comme le jour J.',
      minWords: 20,
      jury: true,
    },
    {
      kind: 'text',
      id: 'a-retravailler',
      title: 'Avant le vrai oral',
      say: 'Relis les retours du jury. Qu’est-ce que tu vas préparer d’ici le jour J ?',
      fields: [
        {
          id: 'points-forts',
          label: 'Ce qui a bien marché',
          hint: 'Une réponse dont tu es content, et pourquoi. Par exemple : « Mon exemple du club de foot était concret. »',
          minLength: 40,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'a-preparer',
          label: 'Ce que tu prépares avant le jour J',
          hint: 'Une réponse à retravailler, une chose à vérifier sur la formation, une question à poser au jury.',
          minLength: 60,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ton oral blanc est fait ! Le jour J, tu auras déjà tes exemples, tes questions et un peu moins de trac.',
  evidence: 'steps',
  screen: 'player',
});
