import { defineLevel } from '../engine/level-definition';

// Words that date a request: the student says when the internship would take place.
const PERIOD_WORDS = [
  'date',
  'jours',
  'semaine',
  'mois',
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
  'vacances',
  'periode',
];

/**
 * Level 32, « Trouver un stage »: the internship agreement explained with the dated figures of the
 * gratification, companies that recruit near the student as real targets, and a request e-mail.
 * Internship offers are not in France Travail's catalogue: most internships are found by asking.
 */
export const LEVEL_32 = defineLevel({
  level: 32,
  intro: [
    'Niveau 32 : on part à la chasse au stage !',
    'La plupart des stages ne sont jamais publiés : ils se trouvent en demandant.',
    'Tu vas choisir de vraies entreprises près de chez toi et écrire le mail qui donne envie de te répondre.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'convention',
      title: 'Un stage, comment ça marche',
      say: 'Avant de chercher, trois choses à savoir.',
      lines: [
        'Un stage n’est pas un emploi : c’est une partie de ta formation. Tu y apprends, tu n’y remplaces personne.',
        'Il se fait toujours avec une convention de stage, signée avant le début par toi, ton établissement et l’entreprise. Pas de convention, pas de stage.',
        'La convention dit tout : les dates, les horaires, tes missions, ton tuteur dans l’entreprise et ton référent à l’école.',
        'Si tu as moins de 18 ans, tes parents la signent aussi.',
        'Pour trouver, écris aux entreprises qui t’intéressent, même si elles ne publient pas d’offre : on appelle ça une candidature spontanée.',
        'Je t’ai préparé la liste des entreprises qui recrutent dans ton département. Ce sont de vraies entreprises, avec de vraies équipes.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-stage',
      title: 'Ta convention, tes droits',
      say: 'Quelques questions sur la convention et la gratification. Les chiffres sont ceux en vigueur aujourd’hui.',
      passMark: 4,
      questions: [
        {
          id: 'signataires',
          text: 'Qui signe la convention de stage ?',
          options: [
            'Toi et l’entreprise seulement',
            'Toi, ton établissement et l’entreprise',
            'L’entreprise seule',
          ],
          answer: 1,
          explanation:
            'La convention se signe à trois : toi (et tes parents si tu es mineur), ton établissement et l’entreprise. Sans elle, pas de stage.',
        },
        {
          id: 'gratification-seuil',
          text: 'À partir de quand l’entreprise doit-elle te verser une gratification ?',
          options: [
            'Dès le premier jour, pour tous les stages',
            'Jamais : un stage n’est pas payé',
            'Quand ton stage dépasse {stage-gratification-seuil-heures} de présence dans l’année, soit un peu plus de deux mois',
          ],
          answer: 2,
          explanation:
            'Au-delà de {stage-gratification-seuil-heures} de présence dans la même entreprise, sur une année d’enseignement, la gratification est obligatoire. En dessous, l’entreprise peut t’en verser une, sans obligation.',
        },
        {
          id: 'gratification-montant',
          text: 'Quel est le minimum de la gratification, par heure de stage ?',
          options: ['{smic-horaire-brut}', '{stage-gratification-horaire}', 'Ce que l’entreprise veut'],
          answer: 1,
          explanation:
            'Le minimum est de {stage-gratification-horaire} par heure de présence. Ce n’est pas un salaire : il est plus bas que le Smic ({smic-horaire-brut}). L’entreprise peut verser plus.',
        },
        {
          id: 'remplacer',
          text: 'Ton tuteur te demande de remplacer un salarié en congé pendant deux semaines. Que dit la loi ?',
          options: [
            'Un stagiaire ne peut pas remplacer un salarié absent : parles-en à ton référent',
            'C’est normal, c’est le but du stage',
            'C’est possible s’il te paie plus',
          ],
          answer: 0,
          explanation:
            'Un stage sert à apprendre. La loi interdit de confier à un stagiaire le poste d’un salarié absent ou une tâche permanente. Ton référent à l’école est là pour ça.',
        },
        {
          id: 'horaires',
          text: 'Tu as 16 ans. Combien d’heures de stage au plus par jour ?',
          options: ['{mineur-heures-jour}', '10 heures', 'Autant que les salariés'],
          answer: 0,
          explanation:
            'Avant 18 ans, en stage comme au travail : {mineur-heures-jour} par jour et {mineur-heures-semaine} par semaine au plus.',
        },
      ],
    },
    {
      kind: 'pick',
      id: 'entreprises',
      title: 'Tes entreprises cibles',
      say: 'Choisis une à trois entreprises à qui écrire. Elles recrutent toutes dans ton département.',
      catalogue: 'entreprises',
      min: 1,
      max: 3,
      notes: [
        {
          id: 'pourquoi',
          label: 'Pourquoi elle ?',
          hint: 'Son métier, ses offres, ce que tu pourrais y apprendre. Par exemple : « Elle recrute des techniciens, le métier que je vise. »',
          minLength: 20,
          maxLength: 400,
          multiline: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'mail',
      title: 'Ton mail de demande',
      say: 'Écris le mail que tu enverras. Court, précis, poli : la personne doit comprendre en trente secondes.',
      fields: [
        {
          id: 'objet',
          label: 'L’objet du mail',
          hint: 'Par exemple : « Demande de stage de seconde, du 15 au 26 juin ».',
          minLength: 15,
          maxLength: 120,
          mustMention: [{ anyOf: ['stage'], message: 'Dis dans l’objet que tu demandes un stage.' }],
        },
        {
          id: 'message',
          label: 'Ton message',
          hint: 'Qui tu es et ta formation ; les dates du stage ; pourquoi cette entreprise ; ce que tu veux y apprendre ; merci et ta signature (prénom et nom).',
          minLength: 300,
          maxLength: 1500,
          multiline: true,
          mustMention: [
            {
              anyOf: PERIOD_WORDS,
              message:
                'Donne les dates ou la période du stage : « du 15 au 26 juin », « deux semaines en février ».',
            },
            {
              anyOf: ['bonjour', 'madame', 'monsieur'],
              message:
                'Commence par une formule de politesse : « Bonjour Madame, » ou « Madame, Monsieur, ».',
            },
          ],
        },
      ],
      feedback: 'advisor',
    },
  ],
  success:
    'Bravo ! Ton mail est prêt et tes entreprises sont choisies. Envoie-le cette semaine, et relance poliment au bout de dix jours sans réponse.',
  evidence: 'steps',
  screen: 'player',
});
