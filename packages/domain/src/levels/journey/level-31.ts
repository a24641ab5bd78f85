import { defineLevel } from '../engine/level-definition';

/**
 * Level 31, « Découvrir l’alternance »: how a work-study contract works, the apprentice's
 * minimum pay from the dated figures, and real apprenticeship offers near the student.
 */
export const LEVEL_31 = defineLevel({
  level: 31,
  intro: [
    'Niveau 31 : bienvenue dans le chapitre « Se lancer » !',
    'L’alternance, c’est étudier et travailler en même temps, avec un vrai salaire.',
    'Aujourd’hui, tu comprends comment ça marche, tu calcules ce que tu gagnerais et tu repères de vraies offres près de chez toi.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'comment-ca-marche',
      title: 'Comment ça marche',
      say: 'L’alternance, en quelques mots.',
      lines: [
        'Tu partages ton temps entre une école, souvent un CFA (centre de formation d’apprentis), et une entreprise.',
        'Le rythme dépend de la formation : par exemple une semaine à l’école, deux semaines en entreprise.',
        'Tu signes un vrai contrat de travail. Tu es salarié : fiche de paie, congés payés, collègues.',
        'Il existe deux contrats : l’apprentissage, le plus courant pour les jeunes, et la professionnalisation.',
        'Ta formation ne te coûte rien : elle est financée pour toi. Un CFA ne peut pas te la faire payer.',
        'On prépare presque tout en alternance : CAP, bac pro, BTS, BUT, licence, master, écoles d’ingénieurs…',
        'Le point clé : c’est à toi de trouver ton entreprise. Commence tôt, plusieurs mois avant la rentrée.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-alternance',
      title: 'Tout est clair ?',
      say: 'Quatre questions pour vérifier que tout est clair.',
      passMark: 3,
      questions: [
        {
          id: 'statut',
          text: 'En contrat d’apprentissage, tu es…',
          options: [
            'Un élève en stage, sans salaire',
            'Un salarié, avec un contrat de travail et un salaire',
            'Un bénévole de l’entreprise',
          ],
          answer: 1,
          explanation:
            'L’apprenti est un salarié : il a un contrat de travail, une fiche de paie et des congés payés, comme ses collègues.',
        },
        {
          id: 'cout',
          text: 'Qui paie ta formation au CFA ?',
          options: [
            'Toi, avec ton salaire d’apprenti',
            'Tes parents, comme une école privée',
            'Personne de ta famille : elle est gratuite pour l’apprenti',
          ],
          answer: 2,
          explanation:
            'La formation est financée par les organismes de l’apprentissage (les opérateurs de compétences). Un CFA ne peut rien te faire payer pour elle.',
        },
        {
          id: 'signer',
          text: 'Pour commencer ton alternance, il te faut…',
          options: [
            'Une entreprise qui t’embauche et une formation qui t’accepte',
            'Seulement une place dans une école',
            'Seulement l’accord de ton lycée',
          ],
          answer: 0,
          explanation:
            'Il faut les deux : une formation qui t’accepte et une entreprise qui signe ton contrat. Sans entreprise, pas d’alternance.',
        },
        {
          id: 'salaire',
          text: 'Ton salaire minimum d’apprenti dépend…',
          options: [
            'De tes notes au CFA',
            'De ton âge et de ton année de contrat',
            'Uniquement de l’entreprise, sans minimum',
          ],
          answer: 1,
          explanation:
            'La loi fixe un minimum en pourcentage du Smic, selon ton âge et ton année de contrat. L’entreprise peut donner plus, jamais moins.',
        },
      ],
    },
    {
      kind: 'apprentice-pay',
      id: 'simulateur',
      title: 'Ton salaire d’apprenti',
      say: 'Indique ton âge : je calcule le minimum que la loi te garantit, année par année.',
      planMinLength: 40,
    },
    {
      kind: 'pick',
      id: 'offres',
      title: 'De vraies offres près de chez toi',
      say: 'Voici des offres en alternance publiées près de chez toi. Garde celles qui te donnent envie.',
      catalogue: 'alternance',
      min: 2,
      max: 4,
      notes: [
        {
          id: 'pourquoi',
          label: 'Ce qui t’attire',
          hint: 'Le métier, l’entreprise, le diplôme préparé… Par exemple : « Je prépare un BTS et je travaille dans un atelier près de chez moi. »',
          minLength: 20,
          maxLength: 400,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo ! Tu sais comment marche l’alternance, ce qu’elle te rapporterait et où chercher. Tes offres t’attendent pour le jour où tu candidateras.',
  evidence: 'steps',
  screen: 'player',
});
