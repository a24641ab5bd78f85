/**
 * Links a student follows from levels 35 to 37: official services and sites known to publish
 * offers. Data, not prose in a component: each says who publishes it and when we last checked it.
 */
export interface StudentLink {
  id: string;
  label: string;
  url: string;
  /** Who publishes it: a public service, or a private site students commonly use. */
  publisher: string;
  official: boolean;
  /** ISO date we last opened it. */
  checkedOn: string;
  /** One line: what to do there. */
  use: string;
}

const CHECKED_ON = '2026-11-28';

const link = (fields: Omit<StudentLink, 'checkedOn'>): StudentLink => ({ ...fields, checkedOn: CHECKED_ON });

/** The grant: the official simulator and the Dossier social étudiant (level 36). */
export const GRANT_LINKS = {
  simulateur: link({
    id: 'simulateur-bourse',
    label: 'Simulateur de bourse des Crous',
    url: 'https://simulateur.lescrous.fr/',
    publisher: 'Crous',
    official: true,
    use: 'Le calcul officiel, avec les mêmes questions qu’ici.',
  }),
  dse: link({
    id: 'dossier-social-etudiant',
    label: 'Dossier social étudiant (DSE) sur messervices.etudiant.gouv.fr',
    url: 'https://www.messervices.etudiant.gouv.fr/envole/',
    publisher: 'Ministère de l’Enseignement supérieur et Crous',
    official: true,
    use: 'La vraie demande de bourse et de logement Crous, chaque année.',
  }),
} as const;

/** Where to look for a home, by kind (level 37). */
export const HOUSING_LINKS = {
  crous: link({
    id: 'trouver-un-logement-crous',
    label: 'Trouver un logement, Crous',
    url: 'https://trouverunlogement.lescrous.fr/',
    publisher: 'Crous',
    official: true,
    use: 'Les résidences Crous de ta ville et leurs loyers.',
  }),
  colocation: link({
    id: 'la-carte-des-colocs',
    label: 'La Carte des Colocs',
    url: 'https://www.lacartedescolocs.fr/',
    publisher: 'Site privé',
    official: false,
    use: 'Des chambres en colocation, ville par ville.',
  }),
  studio: link({
    id: 'observatoires-des-loyers',
    label: 'Observatoires locaux des loyers',
    url: 'https://www.observatoires-des-loyers.org/',
    publisher: 'Réseau des observatoires locaux des loyers (ministère du Logement)',
    official: true,
    use: 'Le loyer habituel d’un studio dans ta ville, pour juger une annonce.',
  }),
  caf: link({
    id: 'caf-simulation-logement',
    label: 'Simulation de l’aide au logement, Caf',
    url: 'https://wwwd.caf.fr/wps/portal/caffr/aidesetdemarches/mesdemarches/faireunesimulation/lelogement',
    publisher: 'Caisse d’allocations familiales',
    official: true,
    use: 'Le calcul officiel de ton aide au logement.',
  }),
  visale: link({
    id: 'visale',
    label: 'Visale, la garantie gratuite d’Action Logement',
    url: 'https://www.visale.fr/',
    publisher: 'Action Logement',
    official: true,
    use: 'Un garant gratuit pour ton bailleur, demandé avant de signer.',
  }),
} as const;
