// The declared order of the API's places, from the ground up (docs/architecture.md).
// A place imports only from its own layer or the layers below; a module is entered through its index.ts.

/** Each layer names its places: `modules/<name>` folders by name, the other folders of apps/api/src by theirs. */
export const LAYERS = [
  {
    name: 'socle',
    summary: 'configuration, base de données, connecteurs externes',
    places: ['config', 'configured-videos', 'db', 'connectors'],
  },
  {
    name: 'kernel',
    summary: 'horloge, limites de débit, jetons, audit, courriels, fichiers, routes et politiques d’accès',
    places: ['kernel', 'plugins', 'http', 'policies'],
  },
  {
    name: 'accounts',
    summary: 'comptes, profils, parents, vie privée',
    places: ['auth', 'users', 'parents', 'privacy', 'avatar', 'health', 'site'],
  },
  {
    name: 'content',
    summary: 'catalogues, fiches métier, chiffres, questionnaire, analyse',
    places: [
      'aids',
      'blog',
      'calendar',
      'moderation',
      'rome',
      'geo',
      'formations',
      'offres',
      'catalog',
      'job-facts',
      'figures',
      'questionnaire',
      'analysis',
    ],
  },
  {
    name: 'journey',
    summary: 'progression, niveaux, lettres, partage, conseiller',
    places: ['progression', 'levels', 'letters', 'sharing', 'ai-chat'],
  },
  {
    name: 'spaces',
    summary: 'paiements, entreprises, enseignants et classes, chat, support, équipe',
    places: ['payments', 'companies', 'teachers', 'classrooms', 'chat', 'support', 'admin'],
  },
  {
    name: 'app',
    summary: 'composition (app.ts), serveur et commandes',
    places: ['app', 'server', 'purge-cli', 'account-erasers', 'class-shared-items'],
  },
];

const LAYER_OF = new Map(LAYERS.flatMap((layer, rank) => layer.places.map((place) => [place, rank])));

/** The rank of a place (0 = ground), or undefined for a place no layer names. */
export function layerRank(place) {
  return LAYER_OF.get(place);
}
