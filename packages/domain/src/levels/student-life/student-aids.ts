import { typographieFr } from '../../format/typography';
import { GRANT_LINKS, HOUSING_LINKS, type StudentLink } from './official-links';

/**
 * The aids besides the grant a student may claim (level 36), each with its condition and
 * where to ask. No amount here: amounts are dated figures, shown only where they are imported.
 */
export interface StudentAid {
  id: string;
  label: string;
  /** Who it is for, in one or two short sentences. */
  condition: string;
  link: StudentLink;
}

const CHECKED_ON = '2026-11-28';

const AIDS: StudentAid[] = [
  {
    id: 'aide-logement',
    label: 'Aide au logement (APL ou ALS)',
    condition:
      'Si tu loues un logement, même en colocation ou en résidence Crous. Elle dépend de ton loyer, de ta ville et de tes ressources. Tu la calcules au niveau 37.',
    link: HOUSING_LINKS.caf,
  },
  {
    id: 'visale',
    label: 'Garantie Visale',
    condition:
      'Si tu n’as pas de garant pour ta location. Action Logement se porte garant gratuitement, sous un plafond de loyer.',
    link: HOUSING_LINKS.visale,
  },
  {
    id: 'aide-merite',
    label: 'Aide au mérite',
    condition:
      'Si tu es boursier et que tu as eu une mention très bien au bac. Elle s’ajoute à ta bourse, sans démarche de plus.',
    link: GRANT_LINKS.dse,
  },
  {
    id: 'aide-mobilite-parcoursup',
    label: 'Aide à la mobilité Parcoursup',
    condition:
      'Si tu es boursier au lycée et que tu acceptes sur Parcoursup une formation hors de ton académie. La demande se fait l’été de ton admission.',
    link: GRANT_LINKS.dse,
  },
  {
    id: 'aide-mobilite-master',
    label: 'Aide à la mobilité en master',
    condition:
      'Si tu es boursier et que tu entres en première année de master dans une autre région académique que celle de ta licence.',
    link: GRANT_LINKS.dse,
  },
  {
    id: 'aide-specifique',
    label: 'Aide spécifique du Crous',
    condition:
      'Si tu traverses une difficulté grave ou durable, même sans bourse. Tu en parles à une assistante sociale du Crous.',
    link: GRANT_LINKS.dse,
  },
  {
    id: 'mes-aides-1j1s',
    label: 'Les autres aides pour les jeunes (permis, transport, santé…)',
    condition:
      'Pour tout jeune de 15 à 30 ans : le simulateur « 1 jeune 1 solution » liste en quelques minutes les aides de l’État, de ta région et de ta ville, dont les aides au permis.',
    link: {
      id: '1-jeune-1-solution',
      label: 'Simulateur d’aides « 1 jeune 1 solution »',
      url: 'https://www.1jeune1solution.gouv.fr/mes-aides',
      publisher: 'Gouvernement',
      official: true,
      checkedOn: CHECKED_ON,
      use: 'Toutes les aides auxquelles tu as peut-être droit, en un seul questionnaire.',
    },
  },
];

// Typed with plain spaces; French spacing (« », :) applied once here.
export const STUDENT_AIDS: StudentAid[] = AIDS.map((aid) => ({
  ...aid,
  label: typographieFr(aid.label),
  condition: typographieFr(aid.condition),
  link: { ...aid.link, label: typographieFr(aid.link.label), use: typographieFr(aid.link.use) },
}));

export const STUDENT_AID_IDS = STUDENT_AIDS.map((aid) => aid.id) as [string, ...string[]];
