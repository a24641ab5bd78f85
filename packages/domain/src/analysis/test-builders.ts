import type { AnswerValue } from '../contracts/pre-account';
import { RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import type { MetierCandidate, OnisepStudyInfo, OrientationItem } from './catalogue';

/** A métier for tests: official code from `code` ("SA"), skills leaning the same way. */
export function aMetier(code: string, overrides: Partial<MetierCandidate> = {}): MetierCandidate {
  const [majeur, mineur] = [...code] as [RiasecLetter, RiasecLetter | undefined];
  return {
    romeCode: overrides.romeCode ?? `T${code}${Math.random().toString(36).slice(2, 6)}`,
    title: `Métier ${code}`,
    riasecMajeur: majeur,
    riasecMineur: mineur ?? null,
    skillRiasec: { [majeur]: 10, ...(mineur ? { [mineur]: 5 } : {}) },
    centresInteret: [],
    keySkills: ['Compétence 1', 'Compétence 2'],
    domaine: `D-${code}`,
    accesMetier: '',
    ...overrides,
  };
}

/** ONISEP data of a métier: one minimum formation with its fiche, and the métier's own fiche. */
export function anOnisep(
  formation: { name: string; url: string | null },
  level: string,
  url: string | null = null,
): OnisepStudyInfo {
  return { niveauAccesMin: level, formations: [formation], url };
}

/** Six items per letter, ids 1 to 36 in RIASEC order (R = 1–6, I = 7–12…). */
export const TEST_ITEMS: OrientationItem[] = RIASEC_LETTERS.flatMap((riasec, l) =>
  Array.from({ length: 6 }, (_, i) => ({
    id: l * 6 + i + 1,
    text: `Question ${riasec}${i + 1} ?`,
    riasec,
    centresInteret: [],
  })),
);

/** Answers giving each letter the same answer to all its items. */
export function answersByLetter(
  byLetter: Partial<Record<RiasecLetter, AnswerValue>>,
): Map<number, AnswerValue> {
  return new Map(TEST_ITEMS.map((item) => [item.id, byLetter[item.riasec] ?? 'Non']));
}
