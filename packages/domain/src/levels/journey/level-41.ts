import { defineLevel } from '../engine/level-definition';

// What ties a plan B to plan A: the note must compare the two.
const CLOSENESS_WORDS = [
  'meme',
  'aussi',
  'comme',
  'commun',
  'proche',
  'pareil',
  'ressembl',
  'retrouv',
  'egalement',
  'similaire',
  'domaine',
  'secteur',
  'competence',
  'partag',
  'lien',
  'relie',
  'deux',
];

// Kinds of formation: the road to plan B is named, even in plain words.
const FORMATION_WORDS = [
  'cap',
  'bac',
  'bts',
  'but',
  'bachelor',
  'licence',
  'master',
  'dipl',
  'formation',
  'ecole',
  'apprenti',
  'alternance',
  'cfa',
  'prepa',
  'fac',
  'universit',
  'iut',
  'institut',
  'ifsi',
  'titre',
  'certificat',
  'mention',
  'classe',
  'concours',
  'cursus',
  'lycee',
  'passerelle',
  'cned',
];

// A moment in the school year: the trigger says when plan B takes over.
const MOMENT_WORDS = [
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
  'phase',
  'resultat',
  'fin d',
  'a la fin',
  'debut',
  'avant',
  'apres',
  'des que',
  'date',
  'jour',
  'semaine',
  'mois',
  'trimestre',
  'semestre',
  'annee',
  'rentree',
  'printemps',
  'cet ete',
  'l ete',
  'en ete',
  'vacances',
  'conseil de classe',
];

/**
 * Level 41, « Ton plan B » (level_41): a plan B is a second road, not a failure. The student
 * states plan A, picks one or two neighbouring métiers of the catalogue (their recommended
 * jobs first), then writes the formation route, the trigger and what serves both plans now.
 */
export const LEVEL_41 = defineLevel({
  level: 41,
  intro: [
    'Bienvenue au niveau 41 ! Aujourd’hui, on prépare ton plan B.',
    'Un plan B, ce n’est pas un rêve au rabais. C’est une deuxième route, prête si la première est bouchée.',
    'Tu vas choisir un ou deux métiers voisins de ton projet, puis tracer le chemin pour y aller.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'deuxieme-route',
      title: 'Une deuxième route',
      say: 'Avoir un plan B, ce n’est pas prévoir d’échouer. C’est se donner plus de chances d’arriver.',
      lines: [
        'Il existe deux sortes de plan B.',
        'Première sorte : la même destination, par un autre chemin. La même formation en apprentissage, dans une autre ville, ou une passerelle plus tard.',
        'Exemple : Yasmine vise un BTS de commerce dans son lycée. Son plan B : le même BTS en apprentissage, dans une entreprise près de chez elle.',
        'Deuxième sorte : une destination voisine. Un métier proche, dans le même domaine, qui demande les mêmes compétences.',
        'Exemple : Léo rêve d’être vétérinaire. Son plan B : auxiliaire vétérinaire. Il soigne aussi les animaux, dans une clinique, avec les vétérinaires.',
        'Le bon moment pour y penser ? Maintenant. Après un refus, on choisit vite, et dans le stress.',
        'Un bon plan B doit te plaire. Si tu ne te vois pas du tout le faire, cherche encore.',
        'Et préparer un plan B ne veut pas dire lâcher ton plan A. Tu avances sur les deux en même temps.',
      ],
    },
    {
      kind: 'quiz',
      id: 'bon-plan-b',
      title: 'Un bon plan B',
      say: 'Quelques situations pour t’entraîner à raisonner comme quelqu’un qui a toujours une solution.',
      passMark: 4,
      questions: [
        {
          id: 'definition',
          text: 'Qu’est-ce qu’un bon plan B ?',
          options: [
            'Un échec que tu prépares à l’avance.',
            'Une deuxième route vers le même but, ou vers un but voisin.',
            'N’importe quelle formation, juste pour avoir une place.',
            'Le choix que tes parents préfèrent.',
          ],
          answer: 1,
          explanation:
            'Un plan B te rapproche de ce que tu aimes, par un autre chemin. S’il ne te plaît pas du tout, ce n’est pas un plan B, c’est une punition : cherche encore.',
        },
        {
          id: 'quand',
          text: 'Quand faut-il penser à ton plan B ?',
          options: [
            'Après le premier refus.',
            'Jamais : ça porte malheur.',
            'Maintenant, pendant que tu prépares ton plan A.',
            'Le jour des résultats.',
          ],
          answer: 2,
          explanation:
            'Un plan B se prépare au calme : il faut le temps de lire les fiches, de visiter, de faire des vœux. Après un refus, on décide vite et mal.',
        },
        {
          id: 'memes-competences',
          text: 'Inès veut devenir infirmière. Quel plan B garde le plus de choses de son projet ?',
          options: [
            'Aide-soignante.',
            'Comptable.',
            'Pilote de ligne.',
            'Aucun : elle refera les mêmes vœux l’an prochain.',
          ],
          answer: 0,
          explanation:
            'Aide-soignante garde le soin, le contact avec les patients et l’hôpital. Et des passerelles existent pour entrer plus tard en formation d’infirmier : les écoles et l’Onisep les présentent.',
        },
        {
          id: 'formes',
          text: 'Lequel de ces choix peut être un plan B ?',
          options: [
            'La même formation, en apprentissage.',
            'La même formation, dans une autre ville.',
            'Une formation voisine, puis une passerelle vers ton projet.',
            'Les trois.',
          ],
          answer: 3,
          explanation:
            'Un plan B prend plein de formes. Changer de ville ou passer par l’apprentissage, c’est souvent la même destination par un autre chemin. Une passerelle, c’est un détour qui te ramène à ton projet.',
        },
        {
          id: 'maintenant',
          text: 'Que fais-tu dès maintenant pour ton plan B ?',
          options: [
            'Rien : tu attendras de savoir si le plan A marche.',
            'Des actions utiles aux deux plans : un stage, une visite, une fiche métier.',
            'Tu abandonnes ton plan A pour être tranquille.',
          ],
          answer: 1,
          explanation:
            'Quand tes deux plans sont proches, beaucoup d’actions servent aux deux : un stage dans le domaine, une journée portes ouvertes, une rencontre avec quelqu’un du métier.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'ton-plan-a',
      title: 'Ton plan A',
      say: 'D’abord, rappelle ton plan A. C’est lui qui guide le choix de ton plan B.',
      fields: [
        {
          id: 'plan-a',
          label: 'Ton plan A, en une phrase',
          hint: 'Le métier ou la formation que tu vises en premier. Par exemple : « Devenir infirmière, en passant par un institut de formation en soins infirmiers. »',
          minLength: 15,
          maxLength: 200,
        },
      ],
    },
    {
      kind: 'pick',
      id: 'metiers-plan-b',
      title: 'Ton plan B',
      say: 'Choisis un ou deux métiers voisins de ton plan A. Je te montre d’abord ceux qui collent à ton profil.',
      catalogue: 'metiers',
      min: 1,
      max: 2,
      suggest: 'recommended_jobs',
      notes: [
        {
          id: 'proche',
          label: 'Ce qui le rapproche de ton plan A',
          hint: 'Les compétences communes, le domaine, les gens avec qui tu travailles. Par exemple : « Comme une infirmière, on soigne des patients et on travaille en équipe à l’hôpital. »',
          minLength: 30,
          maxLength: 400,
          multiline: true,
          mustMention: [
            {
              anyOf: CLOSENESS_WORDS,
              message:
                'Dis ce que ce métier partage avec ton plan A. Par exemple : « les mêmes compétences… », « le même domaine… » ou « comme dans mon plan A… ».',
            },
          ],
        },
        {
          id: 'bascule',
          label: 'Ce qui te ferait choisir ce plan B',
          hint: 'Une situation précise. Par exemple : « Si je ne suis pris dans aucune école d’infirmiers » ou « si mon stage me montre que je préfère les gestes techniques ».',
          minLength: 20,
          maxLength: 300,
          multiline: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'ta-route',
      title: 'Ta route vers le plan B',
      say: 'Dernière étape : le chemin, le signal pour basculer, et ce que tu fais dès maintenant.',
      fields: [
        {
          id: 'formation',
          label: 'La formation qui mène à ton plan B',
          hint: 'En mots simples, pas besoin du nom exact. Par exemple : « le diplôme d’aide-soignant, en école ou en apprentissage » ou « un BTS en alternance près de chez moi ».',
          minLength: 20,
          maxLength: 400,
          multiline: true,
          mustMention: [
            {
              anyOf: FORMATION_WORDS,
              message:
                'Dis par quelle formation tu passes : un CAP, un bac pro, un BTS, une licence, une école, l’apprentissage…',
            },
          ],
        },
        {
          id: 'declencheur',
          label: 'Le moment où tu passes au plan B',
          hint: 'Une condition et un moment. Par exemple : « Si je n’ai pas de réponse positive sur Parcoursup à la fin de la phase principale, je fais des vœux en phase complémentaire. »',
          minLength: 30,
          maxLength: 300,
          multiline: true,
          mustMention: [
            {
              anyOf: MOMENT_WORDS,
              message:
                'Dis à quel moment tu passes au plan B. Par exemple : « à la fin de la phase principale de Parcoursup » ou « après les résultats du concours ».',
            },
          ],
        },
        {
          id: 'maintenant',
          label: 'Ce que tu fais dès maintenant, utile aux deux plans',
          hint: 'Une action concrète qui sert tes deux pistes. Par exemple : « un stage dans une maison de retraite » ou « les portes ouvertes d’une école qui prépare aux deux métiers ».',
          minLength: 30,
          maxLength: 400,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, tu as maintenant deux routes ! Continue sur ton plan A, l’esprit tranquille : si elle se bouche, tu sais déjà où tourner.',
  evidence: 'steps',
  screen: 'player',
});
