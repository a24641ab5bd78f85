/**
 * Level 1 after the job sheet: the 3 salary questions, then the scripted conversation (spec
 * section 4). Written by us; ids are the question_id saved with /users/profile/extra-info.
 */
export type Level1Question =
  | { kind: 'choice'; id: number; text: string; options: readonly string[] }
  | { kind: 'input'; id: number; text: string; placeholder: string };

export type ConversationItem =
  | { kind: 'text'; text: string }
  | (Level1Question & { exploreAnother?: boolean });

export const POST_FICHE_ITEMS: readonly Level1Question[] = [
  {
    kind: 'choice',
    id: 1,
    text: 'Le salaire de ce métier, c’est à peu près ce que tu imaginais\u202f?',
    options: ['Plus que prévu', 'À peu près', 'Moins que prévu'],
  },
  {
    kind: 'input',
    id: 2,
    text: 'Pour toi, c’est quoi un bon salaire par mois, quand on débute\u202f?',
    placeholder: 'Par exemple\u202f: 1\u00a0800\u00a0€ net',
  },
  {
    kind: 'choice',
    id: 3,
    text: 'Le salaire, ça compte beaucoup dans ton choix de métier\u202f?',
    options: ['Beaucoup', 'Un peu', 'Pas vraiment'],
  },
];

export const EXPLORE_ANOTHER_ID = 112;

export const CONVERSATION: readonly ConversationItem[] = [
  { kind: 'text', text: 'Merci pour tes réponses\u202f! Parlons un peu de toi, maintenant.' },
  {
    kind: 'text',
    text: 'Choisir un métier, ce n’est pas que le salaire. C’est aussi un rythme, des lieux, des collègues.',
  },
  {
    kind: 'choice',
    id: 101,
    text: 'Tu te vois plutôt travailler…',
    options: ['En intérieur', 'En extérieur', 'Un peu des deux'],
  },
  {
    kind: 'choice',
    id: 102,
    text: 'Tu préfères travailler…',
    options: ['En équipe', 'Seul·e', 'Ça dépend des jours'],
  },
  {
    kind: 'input',
    id: 103,
    text: 'Quelle matière ou quelle activité te donne le plus d’énergie en ce moment\u202f?',
    placeholder: 'Par exemple\u202f: la SVT, le foot, le dessin…',
  },
  { kind: 'text', text: 'Bien vu. Ce qui te donne de l’énergie est souvent une bonne boussole.' },
  {
    kind: 'choice',
    id: 104,
    text: 'Combien d’années d’études après le bac te paraissent raisonnables\u202f?',
    options: ['Aucune ou 1 an', '2 à 3 ans', '4 à 5 ans', 'Plus, si le métier me plaît'],
  },
  {
    kind: 'choice',
    id: 105,
    text: 'L’alternance (travailler en entreprise tout en suivant une formation), ça te tente\u202f?',
    options: ['Oui', 'Peut-être', 'Non'],
  },
  {
    kind: 'text',
    text: 'En alternance, tu es payé·e pendant ta formation et tu gagnes de l’expérience. Garde l’idée en tête.',
  },
  {
    kind: 'input',
    id: 106,
    text: 'Une personne de ton entourage fait-elle un métier qui t’intrigue\u202f? Lequel\u202f?',
    placeholder: 'Par exemple\u202f: ma tante est infirmière',
  },
  {
    kind: 'choice',
    id: 107,
    text: 'Tu serais prêt·e à déménager pour tes études ou ton travail\u202f?',
    options: ['Oui', 'Plutôt oui', 'Plutôt non', 'Non'],
  },
  {
    kind: 'choice',
    id: 108,
    text: 'Qu’est-ce qui compte le plus pour toi dans un métier\u202f?',
    options: ['Être utile aux autres', 'Créer', 'Bien gagner ma vie', 'Apprendre sans cesse'],
  },
  { kind: 'text', text: 'Il n’y a pas de mauvaise réponse. Ça m’aide juste à mieux te connaître.' },
  {
    kind: 'input',
    id: 109,
    text: 'Qu’est-ce qui te fait peur ou te bloque quand tu penses à ton orientation\u202f?',
    placeholder: 'Dis-le avec tes mots',
  },
  {
    kind: 'text',
    text: 'C’est normal d’hésiter. Presque tout le monde change de projet au moins une fois, et c’est OK.',
  },
  {
    kind: 'choice',
    id: 110,
    text: 'Tu as déjà fait un stage ou un petit boulot\u202f?',
    options: ['Oui', 'Pas encore'],
  },
  {
    kind: 'input',
    id: 111,
    text: 'Si tu pouvais passer une journée avec un·e professionnel·le, ce serait avec qui\u202f?',
    placeholder: 'Par exemple\u202f: un kiné, une architecte…',
  },
  {
    kind: 'choice',
    id: EXPLORE_ANOTHER_ID,
    text: 'Tu veux explorer la fiche d’un autre métier qui t’est recommandé\u202f?',
    options: ['Oui', 'Non'],
    exploreAnother: true,
  },
  {
    kind: 'text',
    text: 'Tu as fait un vrai pas aujourd’hui\u202f: tu sais mieux ce que tu veux, et ce que tu ne veux pas.',
  },
  {
    kind: 'input',
    id: 113,
    text: 'Pour finir, en une phrase\u202f: qu’est-ce que tu retiens de ce niveau\u202f?',
    placeholder: 'Ta phrase',
  },
  {
    kind: 'text',
    text: 'Merci\u202f! Tes réponses sont enregistrées dans ton profil. On se retrouve au niveau 2.',
  },
];
