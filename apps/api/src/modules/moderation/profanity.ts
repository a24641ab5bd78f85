import frenchBadwords from 'french-badwords-list';

// The maintained list (npm `french-badwords-list`) includes leetspeak spellings (« c0nn@rd »),
// so a word is compared whole, lower-cased, with only sentence punctuation around it removed.
const BAD_WORDS = new Set(frenchBadwords.array.map((word) => word.toLowerCase()));
const EDGES = /^([.,;:?"'’«»()\u202f\u00a0]*)(.*?)([.,;:?"'’«»()\u202f\u00a0]*)$/s;

function maskToken(token: string): string {
  if (BAD_WORDS.has(token.toLowerCase())) return '*'.repeat(token.length);
  const [, before = '', core = '', after = ''] = EDGES.exec(token) ?? [];
  return core && BAD_WORDS.has(core.toLowerCase()) ? `${before}${'*'.repeat(core.length)}${after}` : token;
}

/** Replaces each listed French swear word by asterisks, keeping the rest of the message intact. */
export function maskProfanity(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => (token.trim() ? maskToken(token) : token))
    .join('');
}
