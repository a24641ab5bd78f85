/**
 * The fixed mix of searches the benchmark replays, in order: free text with and without
 * accents, plurals, filters, places in every form, recommended mode, deep pages and typos.
 */
export type Query = Record<string, string>;

export const FORMATION_QUERIES: Query[] = [
  { q: 'ingenieur' },
  { q: 'Ingénieurs' },
  { q: 'bts commerce' },
  { q: 'infirmier', departement: '69' },
  { departement: 'Gironde' },
  { region: 'IDF' },
  { q: 'licence psychologie', region: 'Auvergne-Rhône-Alpes' },
  { q: 'informatique', page: '5' },
  { page: '40' },
  { recommended: 'true' },
  { q: 'bordeaux' },
  { q: 'infirmiére' },
  { q: 'developement web' },
  { q: 'droit', departement: '75', page: '2' },
];

export const OFFRE_QUERIES: Query[] = [
  { q: 'developpeur' },
  { q: 'Développeurs', typecontrat: 'CDI' },
  { q: 'vendeur' },
  { q: 'aide soignant' },
  { q: 'infirmier', page: '3' },
  { typecontrat: 'CDI' },
  { alternance: 'true' },
  { q: 'M1805' },
  { q: 'cuisinier', typecontrat: 'CDD' },
  { q: 'chauffeur', page: '10' },
  { page: '25' },
  { recommended: 'true' },
  { q: 'devloppeur' },
  { q: 'boulanger', alternance: 'false' },
  { q: 'commercial' },
  { q: 'intérim', typecontrat: 'MIS', page: '2' },
];

/** What the benchmark student's analysis recommends (drives recommended mode). */
export const BENCH_JOBS = [
  { title: 'Développeur / Développeuse web', skills: ['Programmer', 'Concevoir une application web'] },
  { title: 'Technicien / Technicienne de maintenance informatique', skills: ['Dépanner un ordinateur'] },
  { title: 'Infirmier / Infirmière', skills: ['Réaliser des soins'] },
  { title: 'Commercial / Commerciale', skills: ['Négocier', 'Relation client'] },
];
