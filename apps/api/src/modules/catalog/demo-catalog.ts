import type { AttendusRecord } from '../../db/catalog/formation-attendus';
import { emptyFormation, type FormationRecord } from '../../db/catalog/formation-record';
import { mentionKey } from '../../db/catalog/mention-key';
import type { OffreRecord } from '../../db/catalog/offre-record';

/**
 * A small DEMO catalogue written by the Déclic team — invented schools, companies and offers,
 * never real data — so that a machine with no open-data folder still shows every screen.
 * Every row has source 'demo'; the screens say so, and any real import removes them.
 */
export const DEMO_SOURCE = 'demo';

interface DemoPlace {
  ville: string;
  codeDepartement: string;
  departement: string;
  codeRegion: string;
  region: string;
  latitude: number;
  longitude: number;
}

export const DEMO_PLACES: DemoPlace[] = [
  {
    ville: 'Bordeaux',
    codeDepartement: '33',
    departement: 'Gironde',
    codeRegion: '75',
    region: 'Nouvelle-Aquitaine',
    latitude: 44.8378,
    longitude: -0.5792,
  },
  {
    ville: 'Lyon',
    codeDepartement: '69',
    departement: 'Rhône',
    codeRegion: '84',
    region: 'Auvergne-Rhône-Alpes',
    latitude: 45.764,
    longitude: 4.8357,
  },
  {
    ville: 'Paris',
    codeDepartement: '75',
    departement: 'Paris',
    codeRegion: '11',
    region: 'Île-de-France',
    latitude: 48.8566,
    longitude: 2.3522,
  },
  {
    ville: 'Lille',
    codeDepartement: '59',
    departement: 'Nord',
    codeRegion: '32',
    region: 'Hauts-de-France',
    latitude: 50.6292,
    longitude: 3.0573,
  },
  {
    ville: 'Toulouse',
    codeDepartement: '31',
    departement: 'Haute-Garonne',
    codeRegion: '76',
    region: 'Occitanie',
    latitude: 43.6047,
    longitude: 1.4442,
  },
  {
    ville: 'Marseille',
    codeDepartement: '13',
    departement: 'Bouches-du-Rhône',
    codeRegion: '93',
    region: 'Provence-Alpes-Côte d’Azur',
    latitude: 43.2965,
    longitude: 5.3698,
  },
  {
    ville: 'Nantes',
    codeDepartement: '44',
    departement: 'Loire-Atlantique',
    codeRegion: '52',
    region: 'Pays de la Loire',
    latitude: 47.2184,
    longitude: -1.5536,
  },
  {
    ville: 'Rennes',
    codeDepartement: '35',
    departement: 'Ille-et-Vilaine',
    codeRegion: '53',
    region: 'Bretagne',
    latitude: 48.1173,
    longitude: -1.6778,
  },
];

/**
 * The six demo programmes. `attendus`: what the programme expects of a candidate, written by the
 * team in its own words for the demo (level 18), not Parcoursup's text.
 */
const DEMO_FORMATIONS: { nm: string; type: string; niveau: string; attendus?: string[] }[] = [
  {
    nm: 'BTS Services informatiques aux organisations',
    type: 'Brevet de technicien supérieur',
    niveau: 'Bac + 2',
    attendus: [
      'Avoir envie de comprendre comment marchent un ordinateur, un réseau ou une application',
      'Chercher avec méthode la cause d’une panne ou d’une erreur',
      'Lire sans se décourager une documentation technique, parfois en anglais',
      'Expliquer clairement une solution à quelqu’un qui n’est pas du métier',
      'Mener un projet en équipe et tenir les délais',
    ],
  },
  {
    nm: 'BUT Informatique',
    type: 'Bachelor universitaire de technologie',
    niveau: 'Bac + 3',
    attendus: [
      'Aimer résoudre un problème pas à pas et comprendre pourquoi un programme ne marche pas',
      'Avoir des bases solides en mathématiques et en logique',
      'Comprendre un texte technique en anglais',
      'Travailler seul sur un exercice comme en groupe sur un projet',
      'Avoir commencé à réfléchir au métier visé dans le numérique',
    ],
  },
  {
    nm: 'Licence Sciences de l’éducation',
    type: 'Licence',
    niveau: 'Bac + 3',
    attendus: [
      'Lire des textes longs et en retenir les idées principales',
      'Construire une argumentation écrite dans un français correct',
      'S’intéresser à la façon dont on apprend, à l’enfance et à l’école',
      'Organiser son travail seul, sans attendre d’être relancé',
    ],
  },
  {
    nm: 'Diplôme d’État d’infirmier',
    type: 'Diplôme d’État du paramédical',
    niveau: 'Bac + 3',
    attendus: [
      'S’intéresser à la santé des personnes et au fonctionnement du corps humain',
      'Savoir écouter, rassurer et rester attentif à l’autre, même dans les moments difficiles',
      'Écrire et parler un français clair pour transmettre une information sans erreur',
      'Faire des calculs simples (proportions, conversions d’unités) avec rigueur',
      'S’organiser, suivre des consignes strictes et travailler en équipe',
    ],
  },
  {
    nm: 'BTS Management commercial opérationnel',
    type: 'Brevet de technicien supérieur',
    niveau: 'Bac + 2',
    attendus: [
      'Aimer le contact avec les clients, en magasin comme en ligne',
      'Parler avec aisance et écrire un message commercial sans faute',
      'Être à l’aise avec les pourcentages, les marges et les tableaux de ventes',
      'Avoir le goût de l’organisation et l’envie d’animer une petite équipe',
    ],
  },
  { nm: 'Formation d’ingénieur en génie civil', type: 'Diplôme d’ingénieur', niveau: 'Bac + 5' },
];

/** The demo programmes' attendus, keyed by their mention like the imported ones. */
export function demoAttendus(): AttendusRecord[] {
  return DEMO_FORMATIONS.flatMap(({ nm, attendus }) => {
    const key = mentionKey(nm);
    if (!key || !attendus) return [];
    return [
      { mention_key: key, libelle: nm, attendus, source: DEMO_SOURCE, source_id: null, source_url: null },
    ];
  });
}

/** Invented access rates (level 19), around a base per programme, different in each town. */
const DEMO_BASE_RATES = [72, 48, 92, 24, 84, 33];

/** The demo programmes' access rates, by source id: invented, shown as « taux de démonstration ». */
export function demoAccessRates(): { sourceId: string; taux: number }[] {
  return DEMO_PLACES.flatMap((place, placeIndex) =>
    DEMO_BASE_RATES.map((base, index) => ({
      sourceId: `demo-${place.codeDepartement}-${index}`,
      taux: Math.min(99, Math.max(5, base + ((placeIndex * 7) % 25) - 12)),
    })),
  );
}

/** 6 programmes × 8 towns, each at an invented "Campus démo". */
export function demoFormations(): FormationRecord[] {
  return DEMO_PLACES.flatMap((place) =>
    DEMO_FORMATIONS.map((formation, index) => ({
      ...emptyFormation(DEMO_SOURCE, `demo-${place.codeDepartement}-${index}`, [formation.nm]),
      etab_nom: `Campus démo Déclic de ${place.ville}`,
      etab_url: index % 3 === 2 ? null : `https://example.org/demo/campus-${place.codeDepartement}`,
      email: index % 2 === 0 ? `contact-${place.codeDepartement}@example.org` : null,
      telephone: index % 2 === 0 ? '01 23 45 67 89' : null,
      facebook: index === 0 ? 'https://example.org/demo/facebook' : null,
      tc: 'Public',
      typeformation: formation.type,
      niveau: formation.niveau,
      tf: [formation.type],
      commune: place.ville,
      departement: place.departement,
      code_departement: place.codeDepartement,
      region: place.region,
      code_region: place.codeRegion,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  );
}

const DEMO_JOBS: { intitule: string; rome: string; romeLibelle: string; competences: string[] }[] = [
  {
    intitule: 'Développeur / Développeuse web',
    rome: 'M1805',
    romeLibelle: 'Études et développement informatique',
    competences: ['Concevoir une application web', 'Travailler en équipe'],
  },
  {
    intitule: 'Développeur / Développeuse mobile',
    rome: 'M1805',
    romeLibelle: 'Études et développement informatique',
    competences: ['Développer une application mobile'],
  },
  {
    intitule: 'Développeur / Développeuse full stack',
    rome: 'M1805',
    romeLibelle: 'Études et développement informatique',
    competences: ['Concevoir une base de données'],
  },
  {
    intitule: 'Développeur / Développeuse de jeux vidéo',
    rome: 'M1805',
    romeLibelle: 'Études et développement informatique',
    competences: ['Programmer en C++'],
  },
  {
    intitule: 'Vendeur / Vendeuse en magasin de sport',
    rome: 'D1211',
    romeLibelle: 'Vente en articles de sport',
    competences: ['Conseiller un client'],
  },
  {
    intitule: 'Aide-soignant / Aide-soignante',
    rome: 'J1501',
    romeLibelle: 'Soins d’hygiène, de confort du patient',
    competences: ['Aider une personne dans les gestes du quotidien'],
  },
  {
    intitule: 'Boulanger / Boulangère',
    rome: 'D1102',
    romeLibelle: 'Boulangerie - viennoiserie',
    competences: ['Pétrir une pâte'],
  },
  {
    intitule: 'Animateur / Animatrice de centre de loisirs',
    rome: 'G1202',
    romeLibelle: 'Animation d’activités culturelles ou ludiques',
    competences: ['Encadrer un groupe d’enfants'],
  },
];

const DEMO_COMPANIES = ['Atelier Pixel (démo)', 'Studio Nuage (démo)', 'Coopérative Boussole (démo)', null];

/**
 * 8 jobs × 8 towns. Developer offers are CDI, except one in four in alternance; the others
 * rotate through CDD, intérim and CDI, every other one part-time (12 h a week). Dates go back
 * one hour per offer from a fixed day.
 */
export function demoOffres(): OffreRecord[] {
  const start = Date.UTC(2025, 10, 15, 12, 0, 0);
  return DEMO_PLACES.flatMap((place, placeIndex) =>
    DEMO_JOBS.map((job, jobIndex) => {
      const n = placeIndex * DEMO_JOBS.length + jobIndex;
      const developer = jobIndex < 4;
      const alternance = developer ? placeIndex % 4 === 3 : false;
      const contract = developer ? (alternance ? 'CDD' : 'CDI') : (['CDD', 'MIS', 'CDI'][n % 3] as string);
      // Every other offer outside development is part-time (level 45's student jobs).
      const partTime = !developer && n % 2 === 0;
      return {
        id: `DEMO${String(n).padStart(3, '0')}`,
        source: DEMO_SOURCE,
        intitule: alternance ? `${job.intitule} en alternance` : job.intitule,
        rome_code: job.rome,
        rome_libelle: job.romeLibelle,
        appellation_libelle: null,
        type_contrat: contract,
        type_contrat_libelle: contract === 'MIS' ? 'Mission intérimaire' : contract,
        alternance,
        temps_partiel: partTime,
        heures_hebdo: partTime ? 12 : 35,
        lieu_travail_libelle:
          placeIndex === 7 && jobIndex === 7 ? null : `${place.codeDepartement} - ${place.ville}`,
        lieu_travail_latitude: place.latitude + (jobIndex - 4) * 0.004,
        lieu_travail_longitude: place.longitude + (jobIndex - 4) * 0.004,
        code_postal: null,
        code_commune: null,
        code_departement: place.codeDepartement,
        entreprise_nom: DEMO_COMPANIES[n % DEMO_COMPANIES.length] ?? null,
        entreprise_logo: null,
        secteur_activite_libelle: null,
        origine_offre_url_origine: `https://example.org/demo/offres/${n}`,
        contact_url_postulation: n % 2 === 0 ? `https://example.org/demo/postuler/${n}` : null,
        competences: job.competences,
        date_creation: new Date(start - n * 3_600_000).toISOString(),
        date_actualisation: null,
      };
    }),
  );
}
