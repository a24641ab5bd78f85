import { defineLevel } from '../engine/level-definition';

// A sign of success one can count: a number, in figures or in words.
const COUNT_WORDS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'dix',
  'onze',
  'douze',
  'quinze',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'dizaine',
  'douzaine',
  'vingtaine',
  'centaine',
  'moitie',
  'tiers',
  'au moins',
  'plus de',
  'nombre',
  'combien',
  'compter',
];

// Words that place the first test in the next two weeks.
const WHEN_WORDS = [
  'aujourd',
  'demain',
  'ce soir',
  'matin',
  'midi',
  'soir',
  'semaine',
  'week',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'jour',
  'prochain',
  'prochaine',
  'recre',
  'fete',
  'kermesse',
];

// The decision taken after the test.
const DECISION_WORDS = [
  'continu',
  'change',
  'modifi',
  'arret',
  'stop',
  'abandon',
  'recommenc',
  'refai',
  'ajust',
  'adapt',
  'amelior',
  'garde',
  'pause',
];

/**
 * Level 48, « Lancer un projet » (level_48): a one-page canvas for an association or business
 * idea, a first small test within two weeks with almost no money, and what the student does
 * after it. The legal frame is said plainly (associations from 16, a status to sell regularly)
 * with where to check it; no amount or fee is given.
 */
export const LEVEL_48 = defineLevel({
  level: 48,
  intro: [
    'Bienvenue au niveau 48 ! Aujourd’hui, tu passes de l’idée à l’action.',
    'Une association, un petit service, une boutique de tes créations : tout commence par une page et un premier test.',
    'Tu vas remplir ton canevas, puis prévoir un test à faire en deux semaines, presque sans argent.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'commencer-petit',
      title: 'Commencer petit',
      say: 'Un projet, c’est une réponse à un problème, pour des gens précis. Et il commence toujours petit.',
      lines: [
        'Des exemples : un troc de vêtements au lycée, de l’aide aux devoirs pour les collégiens, une petite boutique en ligne de tes dessins, un nettoyage du quartier.',
        'Le secret : tester vite. Un premier essai en deux semaines t’apprend plus qu’une année de plans.',
        'Association ou entreprise ? Une association réunit des gens autour d’un but commun. Ses bénéfices ne sont pas partagés entre ses membres.',
        'Une entreprise vend des produits ou des services pour gagner de l’argent.',
        'Dès 16 ans, tu peux créer une association et la diriger. Tes parents sont prévenus par écrit, et ils peuvent s’y opposer.',
        'Certains actes importants, comme emprunter de l’argent, tu ne peux pas les faire seul ou seule avant 18 ans. Avant 16 ans, créer une association est possible aussi, avec l’accord écrit de tes parents.',
        'Moins de 18 ans ? Le réseau des Juniors Associations aide les groupes de jeunes à monter leur projet, avec une assurance et un compte en banque. Son site : juniorassociation.org.',
        'Et pour vendre ? Vendre tes vieilles affaires de temps en temps, c’est permis. Vendre régulièrement pour gagner de l’argent, c’est une activité professionnelle : il te faut un statut légal, comme celui de micro-entrepreneur.',
        'Pour un mineur, ce statut n’est possible que dans certains cas, avec ses parents. Les règles à jour sont sur service-public.gouv.fr.',
      ],
    },
    {
      kind: 'text',
      id: 'ton-canevas',
      title: 'Ton projet sur une page',
      say: 'Remplis ton canevas. Reste simple : une ou deux phrases par case suffisent.',
      fields: [
        {
          id: 'probleme',
          label: 'Le problème',
          hint: 'Ce qui manque ou ce qui gêne, dit simplement. Par exemple : « Au lycée, plein d’élèves ont des vêtements qu’ils ne portent plus. »',
          minLength: 30,
          maxLength: 400,
          multiline: true,
        },
        {
          id: 'pour-qui',
          label: 'Pour qui',
          hint: 'Des gens précis, que tu peux croiser. Par exemple : « les élèves de seconde » ou « les collégiens du quartier qui ont du mal en maths ». Pas « tout le monde ».',
          minLength: 15,
          maxLength: 300,
        },
        {
          id: 'solution',
          label: 'Ta solution',
          hint: 'Ce que tu proposes, en deux ou trois phrases. Par exemple : « Un troc chaque mois au foyer : on apporte un vêtement, on repart avec un autre. »',
          minLength: 40,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'besoins',
          label: 'Ce qu’il te faut',
          hint: 'Du temps, un lieu, du matériel, des autorisations, un peu d’argent ? Par exemple : « une salle le midi, l’accord du CPE, des portants prêtés par le club de théâtre ».',
          minLength: 30,
          maxLength: 400,
          multiline: true,
        },
        {
          id: 'soutiens',
          label: 'Qui t’aide',
          hint: 'Des personnes ou des lieux : un ami, un prof, le CPE, la maison des jeunes, la mairie. Par exemple : « ma prof d’arts plastiques pour les affiches, et Léa pour les photos ».',
          minLength: 20,
          maxLength: 300,
          multiline: true,
        },
        {
          id: 'mesure',
          label: 'Comment tu sauras que ça marche',
          hint: 'Un signe que tu peux compter. Par exemple : « au moins vingt élèves au premier troc » ou « trois familles qui redemandent une séance ».',
          minLength: 20,
          maxLength: 300,
          multiline: true,
          mustMention: [
            {
              anyOf: COUNT_WORDS,
              message:
                'Donne un signe que tu peux compter. Par exemple : « au moins vingt élèves au premier troc » ou « dix dessins vendus ».',
            },
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'premier-test',
      title: 'Ton premier petit test',
      say: 'Avant de tout construire, vérifie que ton idée intéresse des gens. Un test, en deux semaines, presque sans argent.',
      fields: [
        {
          id: 'test',
          label: 'Ce que tu testes',
          hint: 'Une action simple qui montre si des gens sont intéressés. Par exemple : un sondage dans ta classe, une première séance d’aide aux devoirs, un stand à la fête du lycée, trois dessins mis en ligne.',
          minLength: 40,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'quand',
          label: 'Quand tu le fais',
          hint: 'Dans les deux semaines qui viennent. Par exemple : « samedi prochain » ou « mardi midi, la semaine prochaine ».',
          minLength: 6,
          maxLength: 150,
          mustMention: [
            {
              anyOf: WHEN_WORDS,
              message:
                'Dis quand tu fais ton test, dans les deux semaines qui viennent. Par exemple : « samedi prochain » ou « mardi midi, la semaine prochaine ».',
            },
          ],
        },
        {
          id: 'materiel',
          label: 'Ce qu’il te faut pour ce test',
          hint: 'Un bon premier test ne coûte presque rien : un formulaire en ligne, une affiche, une table prêtée, un message à ta classe.',
          minLength: 15,
          maxLength: 300,
          multiline: true,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'apres-le-test',
      title: 'Après ton test',
      say: 'Reviens ici une fois ton test fait. Coche ce que tu as fait, puis dis ce que tu décides.',
      items: [
        { id: 'fait', label: 'J’ai fait mon test', required: true },
        {
          id: 'compte',
          label: 'J’ai compté les personnes venues, les réponses ou les commandes',
          required: true,
        },
        { id: 'avis', label: 'J’ai demandé leur avis à plusieurs personnes', required: true },
        {
          id: 'decision',
          label: 'J’ai décidé : je continue, je change quelque chose ou j’arrête',
          required: true,
        },
        {
          id: 'merci',
          label: 'J’ai remercié les personnes qui m’ont donné un coup de main',
          required: false,
        },
        {
          id: 'regles',
          label: 'J’ai vérifié les règles pour mon projet sur service-public.gouv.fr',
          required: false,
        },
      ],
      report: {
        id: 'bilan',
        label: 'Ce que le test t’a appris, et ta décision',
        hint: 'Combien de personnes, ce qu’elles ont dit, puis ta décision. Arrêter n’est pas un échec : tu as appris vite, sans rien perdre.',
        minLength: 60,
        maxLength: 800,
        multiline: true,
        mustMention: [
          {
            anyOf: DECISION_WORDS,
            message: 'Termine par ta décision : je continue, je change quelque chose, ou j’arrête.',
          },
        ],
      },
    },
  ],
  success:
    'Bravo, ton idée est passée à l’épreuve du réel ! Que tu continues, changes ou arrêtes, tu sais maintenant lancer un projet.',
  evidence: 'steps',
  screen: 'player',
});
