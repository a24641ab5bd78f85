import { normalizeForSearch } from './normalize';

/** Words shorter than this are ignored ("de", "et", "F/H"…). */
export const MIN_WORD_LENGTH = 3;

/** French function words of three letters or more, folded (no accents). */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'aux',
  'avec',
  'ces',
  'cet',
  'cette',
  'celle',
  'celui',
  'ceux',
  'chez',
  'dans',
  'des',
  'dont',
  'elle',
  'elles',
  'entre',
  'est',
  'eux',
  'les',
  'leur',
  'leurs',
  'lui',
  'mais',
  'mes',
  'moi',
  'mon',
  'nos',
  'notre',
  'nous',
  'par',
  'pas',
  'pour',
  'que',
  'quel',
  'quelle',
  'qui',
  'ses',
  'son',
  'sont',
  'sur',
  'tes',
  'toi',
  'ton',
  'tous',
  'tout',
  'toute',
  'toutes',
  'une',
  'vos',
  'votre',
  'vous',
  'sans',
  'sous',
  'vers',
  'apres',
  'avant',
  'plus',
  'moins',
  'tres',
  'autre',
  'autres',
  'ainsi',
  'aussi',
  'comme',
  'etre',
  'avoir',
  'ete',
  'non',
  'ou',
  'car',
  'donc',
  'lors',
  'selon',
  'afin',
]);

/**
 * Words that name a diploma, a level or the shape of a programme rather than its subject.
 * Formation names are full of them ("BTS", "Licence", "Bac + 2", "Portail", "option").
 */
export const DIPLOMA_LEVEL_WORDS: ReadonlySet<string> = new Set([
  'bac',
  'bts',
  'btsa',
  'btsm',
  'but',
  'dut',
  'licence',
  'master',
  'mastere',
  'bachelor',
  'cap',
  'capa',
  'deust',
  'made',
  'dnmade',
  'cpge',
  'cupge',
  'cpes',
  'prepa',
  'preparatoire',
  'classe',
  'diplome',
  'etat',
  'niveau',
  'annee',
  'formation',
  'cycle',
  'portail',
  'mention',
  'parcours',
  'option',
  'specialite',
  'professionnel',
  'professionnelle',
  'pro',
  'doctorat',
  'dcg',
  'dscg',
  'bpjeps',
  'dejeps',
  'fcil',
  'bma',
  'dma',
  'dsaa',
  'dnsep',
  'dna',
  'cmi',
  'deug',
  'dtmsa',
  'certificat',
  'universite',
  'universitaire',
  'superieur',
  'superieure',
  'etude',
  'etablissement',
  'double',
  'apprentissage',
  'initiale',
  'continue',
  'ecole',
  'institut',
  'lycee',
]);

export interface WordOptions {
  /** Formations also drop diploma and level words (spec section 5). */
  ignoreDiplomaWords?: boolean;
}

/** A plural and its singular count as the same word: "informatiques" ~ "informatique". */
function singular(word: string): string {
  return word.length > MIN_WORD_LENGTH && word.endsWith('s') && !word.endsWith('ss')
    ? word.slice(0, -1)
    : word;
}

/**
 * Recommended mode folds the same catalogue names on every request: the sets are remembered,
 * a bounded number of them (the memory is emptied when full).
 */
const MEMO_LIMIT = 50_000;
const memo = new Map<string, ReadonlySet<string>>();

/** The set of meaningful words of a text, accents removed. Shared: never modify it. */
export function meaningfulWords(text: string, options: WordOptions = {}): ReadonlySet<string> {
  const key = `${options.ignoreDiplomaWords ? 'd' : 'w'}${text}`;
  const known = memo.get(key);
  if (known) return known;
  const words = collectWords(text, options);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, words);
  return words;
}

function collectWords(text: string, options: WordOptions): Set<string> {
  const result = new Set<string>();
  for (const raw of normalizeForSearch(text).split(' ')) {
    if (raw.length < MIN_WORD_LENGTH || FRENCH_STOP_WORDS.has(raw)) continue;
    const word = singular(raw);
    if (options.ignoreDiplomaWords && (DIPLOMA_LEVEL_WORDS.has(word) || DIPLOMA_LEVEL_WORDS.has(raw)))
      continue;
    result.add(word);
  }
  return result;
}
