import { type LetterTargetType, readAnalysisResults } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { latestAnalysis, readStrengths } from '../analysis';
import type { LetterTarget } from './letter-writer';

/** How many strengths a letter names: more reads like a list, not a letter. */
const STRENGTHS_IN_LETTER = 2;

async function metierTarget(database: DatabaseHandle, label: string, id?: string): Promise<LetterTarget> {
  // A picked suggestion carries its code ROME; typed text may still be an exact title.
  const [row] = await database.query<{ key_skills: string[] }>(
    id
      ? 'SELECT key_skills FROM rome_metiers WHERE code_rome = $1'
      : `SELECT m.key_skills FROM rome_metiers m
          LEFT JOIN rome_appellations a ON a.code_rome = m.code_rome
          WHERE declic_unaccent(lower(m.libelle)) = declic_unaccent(lower($1))
             OR declic_unaccent(lower(a.libelle)) = declic_unaccent(lower($1))
          LIMIT 1`,
    [id ?? label],
  );
  return { type: 'metier', title: label, skills: (row?.key_skills ?? []).slice(0, 3) };
}

async function formationTarget(database: DatabaseHandle, label: string, id?: string): Promise<LetterTarget> {
  const row =
    id && /^\d+$/.test(id)
      ? (
          await database.query<{
            name: string;
            etab_nom: string | null;
            commune: string | null;
            typeformation: string | null;
          }>('SELECT nm[1] AS name, etab_nom, commune, typeformation FROM catalog_formations WHERE id = $1', [
            id,
          ])
        )[0]
      : undefined;
  return {
    type: 'formation',
    title: row?.name ?? label,
    establishment: row?.etab_nom ?? null,
    city: row?.commune ?? null,
    diploma: row?.typeformation ?? null,
  };
}

/** The target's own data: the métier's core skills, or the formation's establishment and diploma. */
export function readLetterTarget(
  database: DatabaseHandle,
  selection: { type: LetterTargetType; label: string; id?: string },
): Promise<LetterTarget> {
  return selection.type === 'metier'
    ? metierTarget(database, selection.label, selection.id)
    : formationTarget(database, selection.label, selection.id);
}

/** Strengths from the orientation analysis, as many as a letter names. */
export function readLetterStrengths(database: DatabaseHandle, userId: string): Promise<string[]> {
  return readStrengths(database, userId, STRENGTHS_IN_LETTER);
}

/**
 * The MBTI type of the level-4 personality test, when there is one. Read defensively: the
 * personality analysis may live elsewhere on other branches; a missing one is no error.
 */
export async function readPersonalityType(database: DatabaseHandle, userId: string): Promise<string | null> {
  try {
    const stored = await latestAnalysis(database, userId, 'mbti');
    const type = readAnalysisResults(stored?.results)?.personalityType ?? null;
    return type && /^[EI][SN][TF][JP]$/.test(type) ? type : null;
  } catch {
    return null;
  }
}
