import { defineLevel } from '../engine/level-definition';

/** Level 6, « Enquête métiers » (job_research): read three job sheets and say what attracts and worries. */
export const LEVEL_06 = defineLevel({
  level: 6,
  intro: [
    'Bienvenue au niveau 6 : on passe en mode enquête !',
    'Tu vas choisir trois métiers et lire leur fiche, comme un détective.',
    'Compte de 5 à 15 minutes. Pas besoin d’avoir déjà une idée précise : on explore.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'lire-une-fiche',
      title: 'Lire une fiche métier',
      say: 'Avant de choisir, voyons comment se lit une fiche métier.',
      lines: [
        'Une fiche métier a souvent quatre parties. Tu n’as pas besoin de tout retenir.',
        '« Définition » : ce que la personne fait vraiment dans sa journée. Lis-la en premier.',
        '« Accès » : les diplômes ou les formations qui mènent au métier. Regarde s’il faut un CAP, un bac, un BTS ou plus.',
        '« Compétences » : ce qu’il faut savoir faire. Certaines s’apprennent en formation, d’autres avec l’expérience.',
        '« Contextes de travail » : où et comment on travaille. En bureau, dehors, la nuit, en équipe, en déplacement…',
        'Un conseil : note ce qui te donne envie, mais aussi ce qui te freine. Les deux sont utiles.',
      ],
    },
    {
      kind: 'pick',
      id: 'trois-metiers',
      title: 'Trois métiers à explorer',
      say: 'Choisis trois métiers. Je te montre d’abord ceux qui collent à ton profil.',
      catalogue: 'metiers',
      min: 3,
      max: 3,
      suggest: 'recommended_jobs',
      notes: [
        {
          id: 'attire',
          label: 'Ce qui m’attire',
          hint: 'Une tâche, un lieu, un outil, une rencontre… Par exemple : « J’aime l’idée de travailler dehors et avec des animaux. »',
          minLength: 20,
          maxLength: 600,
          multiline: true,
        },
        {
          id: 'inquiete',
          label: 'Ce qui m’inquiète',
          hint: 'Les études, les horaires, le salaire, un geste difficile… Par exemple : « Les horaires de nuit me font un peu peur. »',
          minLength: 20,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'prefere',
      title: 'Ta première piste',
      say: 'Si tu devais enquêter sur un seul de ces trois métiers d’abord, ce serait lequel ?',
      fields: [
        {
          id: 'choix',
          label: 'Le métier que j’explore en premier, et pourquoi',
          hint: 'Nomme le métier, puis donne une ou deux raisons. Par exemple : « Cuisinier ou cuisinière, parce que j’adore cuisiner pour ma famille et qu’on peut commencer avec un CAP. »',
          minLength: 40,
          maxLength: 800,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ton enquête est lancée : tu as trois pistes et une première à creuser. Tes notes t’aideront pour la suite du parcours.',
  evidence: 'steps',
  screen: 'player',
});
