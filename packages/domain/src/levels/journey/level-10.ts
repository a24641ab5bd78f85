import { defineLevel } from '../engine/level-definition';

/** Level 10, « Tes questions » (prepare_questions): at least five questions for the meeting, mostly open. */
export const LEVEL_10 = defineLevel({
  level: 10,
  intro: [
    'Niveau 10 : on prépare ton rendez-vous.',
    'Un bon échange, ça se prépare. Les bonnes questions font parler la personne.',
    'Tu vas écrire au moins cinq questions. Compte une quinzaine de minutes.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'ouvertes-fermees',
      title: 'Questions ouvertes, questions fermées',
      say: 'Il existe deux sortes de questions. Elles ne donnent pas du tout les mêmes réponses.',
      lines: [
        'Une question fermée se répond par oui ou par non.',
        'Exemple : « Aimez-vous votre métier ? » La personne dit « oui », et la conversation s’arrête.',
        'Une question ouverte invite à raconter. Tu obtiens des détails, des exemples, des anecdotes.',
        'Exemple : « Qu’est-ce qui vous plaît le plus dans votre métier ? »',
        'Pour ouvrir une question, commence par « Comment », « Pourquoi », « Quel » ou « Qu’est-ce que ».',
        'Tu parles à une personne qui travaille : utilise « vous », c’est plus poli.',
        'Pioche des idées dans les thèmes proposés, puis écris-les avec tes mots.',
      ],
    },
    {
      kind: 'questions',
      id: 'questions',
      title: 'Tes questions',
      say: 'Écris au moins cinq questions, dont quatre ouvertes. Termine chacune par un point d’interrogation.',
      min: 5,
      minOpen: 4,
      bank: [
        {
          theme: 'Le quotidien',
          questions: [
            'Comment se passe une journée type dans votre travail ?',
            'Quelles tâches vous prennent le plus de temps ?',
            'Qu’est-ce qui vous plaît le plus dans votre métier ?',
            'Avec qui travaillez-vous au quotidien ?',
          ],
        },
        {
          theme: 'Le parcours',
          questions: [
            'Comment avez-vous choisi ce métier ?',
            'Quel a été votre parcours depuis le lycée ?',
            'Quel moment a le plus compté dans votre carrière ?',
            'Qu’auriez-vous aimé savoir quand vous aviez mon âge ?',
          ],
        },
        {
          theme: 'Les études et l’accès',
          questions: [
            'Quelles formations conseillez-vous aujourd’hui pour faire ce métier ?',
            'Quelles matières du lycée vous servent encore dans votre travail ?',
            'Comment avez-vous trouvé votre premier emploi ?',
            'Quels conseils donneriez-vous à quelqu’un de mon âge qui veut faire ce métier ?',
          ],
        },
        {
          theme: 'Les conditions de travail',
          questions: [
            'Quels sont vos horaires pendant une semaine normale ?',
            'Qu’est-ce qui est le plus difficile dans votre métier ?',
            'Comment gardez-vous du temps pour votre vie personnelle ?',
            'Quel salaire peut-on espérer quand on débute dans votre métier ?',
          ],
        },
        {
          theme: 'L’avenir du métier',
          questions: [
            'Comment votre métier a-t-il changé depuis vos débuts ?',
            'Quelles compétences vous semblent les plus utiles pour l’avenir ?',
            'Quelle place prend le numérique dans votre travail ?',
            'Quels nouveaux métiers voyez-vous apparaître dans votre secteur ?',
          ],
        },
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-questions',
      title: 'Ouverte ou fermée ?',
      say: 'Petit entraînement : repère à chaque fois la question ouverte.',
      passMark: 2,
      questions: [
        {
          id: 'ce-qui-plait',
          text: 'Laquelle de ces questions est ouverte ?',
          options: [
            'Aimez-vous votre métier ?',
            'Travaillez-vous le week-end ?',
            'Qu’est-ce qui vous plaît dans votre métier ?',
            'Est-ce que c’est bien payé ?',
          ],
          answer: 2,
          explanation:
            'Elle commence par « Qu’est-ce qui » : la personne doit raconter. Aux trois autres, on répond par oui ou non.',
        },
        {
          id: 'choix-du-metier',
          text: 'Laquelle de ces questions est ouverte ?',
          options: [
            'Avez-vous fait de longues études ?',
            'Comment avez-vous choisi ce métier ?',
            'Est-ce que vous aimez votre équipe ?',
          ],
          answer: 1,
          explanation:
            '« Comment » invite à raconter un parcours. Les deux autres attendent un oui ou un non.',
        },
        {
          id: 'fatigue',
          text: 'Tu veux savoir si le métier est fatigant. Quelle question ouvre la discussion ?',
          options: [
            'Qu’est-ce qui vous fatigue le plus dans une semaine ?',
            'C’est fatigant ?',
            'Est-ce que c’est dur physiquement ?',
          ],
          answer: 0,
          explanation:
            'Avec « Qu’est-ce qui », tu apprends ce qui fatigue vraiment, et quand. Les deux autres s’arrêtent à oui ou non.',
        },
      ],
    },
  ],
  success:
    'Tes questions sont prêtes ! Garde-les sur ton téléphone ou sur une feuille pour le jour du rendez-vous.',
  evidence: 'steps',
  screen: 'player',
});
