/**
 * The six RIASEC interest types (Holland). France Travail tags every ROME fiche with a major
 * and a minor letter; the orientation questionnaire measures the same six letters.
 */
export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

export function isRiasecLetter(value: unknown): value is RiasecLetter {
  return typeof value === 'string' && (RIASEC_LETTERS as readonly string[]).includes(value);
}

export interface RiasecLetterInfo {
  letter: RiasecLetter;
  /** "Réaliste"… as France Travail names them. */
  label: string;
  /** One short line a 15-year-old understands. */
  summary: string;
  /** What people of this type enjoy doing, as a list of verbs. */
  likes: string;
  /** Strengths this type tends to build, for the skills assessment. */
  strengths: [string, string];
}

export const RIASEC_INFO: Record<RiasecLetter, RiasecLetterInfo> = {
  R: {
    letter: 'R',
    label: 'Réaliste',
    summary: 'tu aimes le concret : agir avec tes mains, des outils, des machines ou la nature',
    likes: 'fabriquer, réparer, construire, bouger',
    strengths: ['l’habileté manuelle et le sens pratique', 'la patience face à un geste difficile'],
  },
  I: {
    letter: 'I',
    label: 'Investigateur',
    summary: 'tu aimes comprendre : chercher, observer, expérimenter',
    likes: 'analyser, calculer, tester, découvrir',
    strengths: ['la curiosité et l’esprit d’analyse', 'la rigueur quand il faut vérifier une idée'],
  },
  A: {
    letter: 'A',
    label: 'Artistique',
    summary: 'tu aimes créer : imaginer, dessiner, écrire, jouer, composer',
    likes: 'inventer, dessiner, écrire, mettre en scène',
    strengths: ['l’imagination et le sens de l’esthétique', 'l’aisance pour exprimer une idée à ta façon'],
  },
  S: {
    letter: 'S',
    label: 'Social',
    summary: 'tu aimes les autres : aider, expliquer, soigner, accompagner',
    likes: 'écouter, expliquer, aider, prendre soin',
    strengths: ['l’écoute et l’empathie', 'la patience pour expliquer ou accompagner'],
  },
  E: {
    letter: 'E',
    label: 'Entreprenant',
    summary: 'tu aimes entreprendre : convaincre, décider, mener un projet',
    likes: 'convaincre, organiser une équipe, vendre, lancer des idées',
    strengths: ['l’aisance à l’oral et le goût de convaincre', 'l’énergie pour lancer et porter un projet'],
  },
  C: {
    letter: 'C',
    label: 'Conventionnel',
    summary: 'tu aimes l’ordre : organiser, classer, vérifier, suivre une méthode',
    likes: 'organiser, classer, compter, vérifier',
    strengths: ['l’organisation et la méthode', 'le souci du détail et la fiabilité'],
  },
};

/** "A" → "Artistique (A)" */
export function letterName(letter: RiasecLetter): string {
  return `${RIASEC_INFO[letter].label} (${letter})`;
}
