import { defineLevel } from '../engine/level-definition';

/** Level 11, « Visite d’entreprise » (company_visit): one company of the département, visited on site or online. */
export const LEVEL_11 = defineLevel({
  level: 11,
  intro: [
    'Niveau 11 : direction l’entreprise !',
    'Voir un lieu de travail en vrai aide à savoir si tu t’y verrais.',
    'Sur place ou en ligne, les deux comptent. À toi de choisir.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'pourquoi-visiter',
      title: 'Visiter une entreprise',
      say: 'Une visite, ça s’organise. Voici comment faire, en toute sécurité.',
      lines: [
        'Sur place, tu vois l’ambiance, les gestes, les outils et les gens. Aucune fiche ne remplace ça.',
        'Pour demander une visite, écris ou appelle l’accueil. Dis que tu es élève et que tu découvres un métier.',
        'Ton lycée peut aussi t’aider : certaines classes organisent des visites.',
        'Les journées portes ouvertes sont une bonne occasion : l’entreprise accueille le public ce jour-là.',
        'Chaque année, la « Semaine de l’industrie » propose des visites d’usines et d’ateliers partout en France.',
        'Une visite virtuelle compte aussi : le site de l’entreprise, des vidéos de ses équipes, une visite en ligne des locaux.',
        'Ta sécurité d’abord : préviens un adulte de confiance avant d’y aller.',
        'Visite en journée, dans les locaux de l’entreprise. Si quelque chose te met mal à l’aise, tu as le droit de partir.',
      ],
    },
    {
      kind: 'pick',
      id: 'entreprise',
      title: 'Ton entreprise',
      say: 'Choisis une entreprise. Elles ont toutes publié des offres d’emploi dans ton département.',
      catalogue: 'entreprises',
      min: 1,
      max: 1,
      notes: [
        {
          id: 'pourquoi',
          label: 'Pourquoi elle ?',
          hint: 'Son activité, ses métiers, sa taille… Par exemple : « Elle recrute dans le métier que j’explore, et elle est près de chez moi. »',
          minLength: 20,
          maxLength: 500,
          multiline: true,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'visite',
      title: 'Ta visite',
      say: 'Prépare ta visite, fais-la, puis raconte-la. Coche chaque case quand c’est fait.',
      items: [
        {
          id: 'questions',
          label: 'J’ai préparé trois questions, tirées de celles du niveau 10',
          required: true,
        },
        { id: 'contact', label: 'J’ai contacté l’entreprise ou trouvé sa visite virtuelle', required: true },
        { id: 'visite-faite', label: 'J’ai fait la visite, sur place ou en ligne', required: true },
        { id: 'remerciements', label: 'J’ai remercié les personnes rencontrées', required: false },
      ],
      report: {
        id: 'compte-rendu',
        label: 'Ce que tu as vu et appris',
        hint: 'Décris le lieu et les personnes qui y travaillent. Ajoute une chose inattendue. Dis enfin si tu aimerais y travailler, et pourquoi.',
        minLength: 120,
        maxLength: 2000,
        multiline: true,
      },
    },
  ],
  success: 'Bravo, tu as vu une entreprise de l’intérieur ! Ce que tu as observé t’aidera à choisir ta voie.',
  evidence: 'steps',
  screen: 'player',
});
