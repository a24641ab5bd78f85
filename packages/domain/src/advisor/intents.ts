import { normalizeForSearch } from '../similarity/normalize';

export type AdvisorIntent =
  | 'salary'
  | 'studies'
  | 'where-to-train'
  | 'daily-work'
  | 'skills'
  | 'offers'
  | 'profile'
  | 'greeting'
  | 'unknown';

// Folded patterns, tried in this order: "où me former" wins over "études", "offres près de
// chez moi" over "travail", the student's own results over the rest.
const PATTERNS: Array<[AdvisorIntent, RegExp]> = [
  [
    'profile',
    /\b(mon profil|mes resultats?|mon test|mon analyse|riasec|ma personnalite|mbti|fait pour moi|faite pour moi|me correspond\w*|me conseill\w*|quel metier pour moi|mes points forts)\b/,
  ],
  [
    'salary',
    /\b(salaires?|paye?s?|gagne\w*|remunere\w*|remuneration|smic|combien (ca|on) (paye|gagne)|euros?|argent|brut|net par mois)\b/,
  ],
  [
    'offers',
    /\b(offres?|recrut\w*|embauch\w*|postuler|candidat\w*|trouver (un|du) (travail|job|emploi)|pres de chez moi|dans ma ville|dans mon departement|annonces?)\b/,
  ],
  [
    'where-to-train',
    /\b(ou (me|se|je peux me|puis je me) former|ecoles?|lycees?|universite|iut|etablissements?|se former ou|formations? pres)\b/,
  ],
  [
    'studies',
    /\b(etudes?|diplomes?|bac|cursus|formations?|apprentissage|alternance|niveau d etudes|quelles? etudes|comment devenir|devenir|parcours|acces)\b/,
  ],
  [
    'skills',
    /\b(competences?|qualites?|savoir faire|aptitudes?|faut il etre|doit on etre|profil recherche|soft skills)\b/,
  ],
  [
    'daily-work',
    /\b(quotidien|journees?|concretement|consiste|missions?|que fait|fait quoi|taches?|c est quoi|en quoi|description|ca fait quoi|travail de)\b/,
  ],
  ['greeting', /^(bonjour|salut|hello|coucou|bonsoir|hey|yo)( \w+)?$/],
];

/** What the student asks about, from the words of the question. */
export function detectIntent(message: string): AdvisorIntent {
  const text = normalizeForSearch(message);
  for (const [intent, pattern] of PATTERNS) if (pattern.test(text)) return intent;
  return 'unknown';
}

// Question words and intent words: what is left of a question once they go is the job it names.
const QUESTION_WORDS = new Set(
  'a au aux avec bien c ca ce celle ces cet cette combien comme comment d dans de des devenir du elle en est et etre faire faut gagne gagner il je j l la le les leur leurs lui m ma me mes metier metiers moi mon ne nous on ou par pas pour pourquoi qu quand que quel quelle quelles quels qui quoi sa se ses son sont sur t ta te tes toi ton tu un une vous y salaire salaires paye etudes etude diplome ecole ecoles formation formations quotidien journee competences qualites offres offre emploi emplois travail job jobs stage alternance pres chez ville departement peux veux voudrais aimerais fait fais dis parle explique raconte besoin former formes apprendre travailler bosser exercer concretement consiste missions taches faut paye gagne argent euros mois debutant median trouver poste postes recrute embauche etudier lycee universite iut bts but licence master bac diplome niveau apres avant plus moins beaucoup tres vraiment aussi encore alors donc mais avoir ont quoi dire sais savoir connais connaitre info infos informations renseignements merci stp svp exemple possible possibles meilleur meilleure'.split(
    ' ',
  ),
);

/** The words of a question that may name a job ("combien gagne un infirmier ?" → "infirmier"). */
export function jobWordsOf(message: string): string {
  return normalizeForSearch(message)
    .split(' ')
    .filter(
      (word) => word.length > 2 && !QUESTION_WORDS.has(word) && !QUESTION_WORDS.has(word.replace(/s$/, '')),
    )
    .join(' ');
}
