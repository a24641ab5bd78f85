import { foldAccents } from './normalize';

// Words too common in diploma and job names to say two names are alike.
const COMMON = new Set([
  'licence',
  'bts',
  'but',
  'bachelor',
  'diplome',
  'formation',
  'parcours',
  'mention',
  'option',
  'sciences',
  'science',
  'metiers',
  'metier',
  'technicien',
  'technicienne',
  'agent',
  'agente',
  'services',
  'service',
  'gestion',
]);

// A crude French stem: the first six letters say the family (psychologue, psychologie; éducateur,
// éducation; informatique, informaticien).
const STEM_LENGTH = 6;

/** The words that carry meaning in a name, as stems: folded, 4 letters or more, not too common. */
export function meaningfulWords(text: string): Set<string> {
  return new Set(
    foldAccents(text)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4 && !COMMON.has(word))
      .map((word) => word.replace(/s$/, '').slice(0, STEM_LENGTH)),
  );
}

/** True when two names (a formation, a job, a CV title) share a word that carries meaning. */
export function shareKeyword(a: string, b: string): boolean {
  const theirs = meaningfulWords(b);
  return [...meaningfulWords(a)].some((word) => theirs.has(word));
}
