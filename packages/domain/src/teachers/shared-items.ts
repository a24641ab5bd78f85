import { typographieFr } from '../format/typography';

/**
 * What a teacher sees of a student of their class, and nothing else. The join screen shows these
 * very texts before the student joins, so the promise and the code cannot drift apart.
 */
export const ALWAYS_VISIBLE_TO_TEACHER = [
  'Ton prénom et l’initiale de ton nom',
  'Ton niveau et tes points d’expérience (XP)',
  'La date de ta dernière activité',
  'Si tu as fini le questionnaire ou pas (jamais tes réponses)',
  'Si tu as fini les niveaux que ta classe te demande',
] as const;

/** The four items a student may share with each class, one switch each, all off at first. */
export const SHAREABLE_ITEMS = ['metiers', 'formations', 'parcoursup', 'roadMap'] as const;
export type ShareableItem = (typeof SHAREABLE_ITEMS)[number];

export const SHAREABLE_ITEM_LABELS: Record<ShareableItem, string> = {
  metiers: 'Les trois métiers que tu as choisis',
  formations: 'Les formations que tu as gardées',
  parcoursup: 'Ta liste de vœux Parcoursup',
  roadMap: 'Ta feuille de route',
};

export const NEVER_VISIBLE_TO_TEACHER = typographieFr(
  'Ton enseignant ne voit jamais tes réponses au questionnaire, tes messages du chat, tes lettres, ton CV ni le texte de ton analyse.',
);

export const SHARING_OFF_BY_DEFAULT = typographieFr(
  'Les quatre éléments à partager sont éteints au départ : tu choisis, un par un, ce que ta classe voit, et tu peux changer d’avis à tout moment.',
);
