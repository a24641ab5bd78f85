import { normalizeForSearch } from '../similarity/normalize';

export type DistressKind = 'self-harm' | 'harassment' | 'violence';

// Folded (no accents, lowercase) phrases that signal a student may be in danger. Broad on
// purpose: a kind answer given once too often costs little; a missed one can cost a lot.
const SIGNALS: Record<DistressKind, RegExp> = {
  'self-harm':
    /\b(suicid\w*|me tuer|me suicider|(envie de|veux|vais) mourir|(envie d|veux|vais) en finir(?! avec)|en finir avec (la vie|tout)|me faire du mal|me scarifi\w*|scarification\w*|automutil\w*|plus envie de vivre|envie de disparaitre|mettre fin a mes jours|je veux disparaitre|je sers a rien|personne ne m aime)\b/,
  harassment:
    /\b(harcel\w*|cyberharcel\w*|on se moque de moi|se moquent de moi|insult\w* tous les jours|racket\w*|me menac\w*|menace de mort|humili\w*|photos? de moi (circule|partage)\w*|nude\w*|chantage)\b/,
  violence:
    /\b(me frappe\w*|frappe par|violen\w*|viol|violee?|abus\w* de moi|attouchement\w*|maltrait\w*|agress\w*)\b/,
};

/** What a message signals, or null: the advisor then answers with help lines, in every mode. */
export function detectDistress(message: string): DistressKind | null {
  const text = ` ${normalizeForSearch(message)} `;
  for (const kind of Object.keys(SIGNALS) as DistressKind[]) if (SIGNALS[kind].test(text)) return kind;
  return null;
}

const OPENINGS: Record<DistressKind, string> = {
  'self-harm':
    'Ce que tu écris me touche, et je veux que tu saches que tu n’es pas seul·e. Si tu as des idées noires ou envie de te faire du mal, parles-en dès maintenant à quelqu’un.',
  harassment:
    'Ce que tu vis n’est pas normal et ce n’est pas de ta faute. Personne n’a le droit de te harceler, de te menacer ou de t’humilier, en vrai comme en ligne.',
  violence:
    'Ce que tu décris est grave et ce n’est jamais de ta faute. Tu as le droit d’être protégé·e, et des adultes sont là pour ça.',
};

/** A kind answer pointing to a trusted adult and the French help lines (free, confidential). */
export function distressAnswer(kind: DistressKind): string {
  return [
    OPENINGS[kind],
    'Parle-en à un adulte de confiance : un parent, un·e CPE, l’infirmière ou l’infirmier scolaire, un·e prof.',
    'Tu peux aussi appeler, gratuitement et de façon confidentielle :',
    '3114, le numéro national de prévention du suicide, 24 h/24 ;',
    '3018, contre le harcèlement et les violences en ligne (aussi par tchat sur 3018.fr) ;',
    '119, Allô Enfance en danger, 24 h/24 ;',
    'Fil Santé Jeunes, 0 800 235 236, tous les jours de 9 h à 23 h.',
    'En cas de danger immédiat, appelle le 112 ou le 17.',
    'Je suis un assistant d’orientation et je ne remplace pas une vraie personne, mais je suis là si tu veux parler de tes projets ensuite.',
  ].join('\n');
}
