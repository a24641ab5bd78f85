/**
 * Texts are written once in inclusive form (« motivé·e », « sérieux·se », « attentif·ve », « régulier·ère ») and
 * agreed here when the profile gives the gender; otherwise the inclusive form stays.
 */
const INCLUSIVE_WORD = /(\p{L}+)·(\p{L}+)/gu;

function feminine(stem: string, ending: string): string {
  if (ending === 'se' && stem.endsWith('x')) return `${stem.slice(0, -1)}se`;
  if (ending === 've' && stem.endsWith('f')) return `${stem.slice(0, -1)}ve`;
  if (ending === 'ère' && stem.endsWith('er')) return `${stem.slice(0, -2)}ère`;
  return stem + ending;
}

export function agreeWithGender(text: string, gender: string | null): string {
  if (gender === 'Homme') return text.replace(INCLUSIVE_WORD, (_, stem: string) => stem);
  if (gender === 'Femme')
    return text.replace(INCLUSIVE_WORD, (_, stem: string, ending: string) => feminine(stem, ending));
  return text;
}
