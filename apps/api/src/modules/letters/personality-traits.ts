/** One trait per MBTI pole the letter uses, phrased for « je suis … » (inclusive form, agreed later). */
const TRAITS: Record<string, string> = {
  E: 'à l’aise avec les autres',
  I: 'réfléchi·e',
  J: 'organisé·e',
  P: 'adaptable',
};

/** Two traits of a type such as « INFJ »: energy (E/I) and way of working (J/P). */
export function personalityTraits(type: string | null): [string, string] | null {
  if (!type || !/^[EI][SN][TF][JP]$/.test(type)) return null;
  return [TRAITS[type[0]!]!, TRAITS[type[3]!]!];
}
