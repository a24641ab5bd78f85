import type { LetterStyle, LetterTargetType } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface LetterProfile extends Record<string, unknown> {
  first_name: string | null;
  last_name: string | null;
  school: string | null;
  department: string | null;
  gender: string | null;
}

export async function readLetterProfile(database: DatabaseHandle, userId: string): Promise<LetterProfile> {
  const [row] = await database.query<LetterProfile>(
    'SELECT first_name, last_name, school, department, gender FROM profiles WHERE user_id = $1',
    [userId],
  );
  return row ?? { first_name: null, last_name: null, school: null, department: null, gender: null };
}

interface LetterRow extends Record<string, unknown> {
  id: string;
  target_type: LetterTargetType;
  target: string;
  style: LetterStyle;
  content: string;
  created_at: Date | string;
}

const toSaved = (row: LetterRow) => ({
  id: row.id,
  targetType: row.target_type,
  target: row.target,
  style: row.style,
  letter: row.content,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function saveLetter(
  database: DatabaseHandle,
  userId: string,
  letter: { targetType: LetterTargetType; target: string; style: LetterStyle; content: string },
) {
  const [row] = await database.query<LetterRow>(
    `INSERT INTO letters (user_id, target_type, target, style, content) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, target_type, target, style, content, created_at`,
    [userId, letter.targetType, letter.target, letter.style, letter.content],
  );
  return toSaved(row!);
}

/** Puts the student's edited text in one of their letters; false when it is not theirs. */
export async function replaceLetterText(
  database: DatabaseHandle,
  userId: string,
  letterId: string,
  text: string,
): Promise<boolean> {
  const rows = await database.query(
    'UPDATE letters SET content = $3 WHERE id = $1 AND user_id = $2 RETURNING id',
    [letterId, userId, text],
  );
  return rows.length > 0;
}

export async function isOwnLetter(
  database: DatabaseHandle,
  userId: string,
  letterId: string,
): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM letters WHERE id = $1 AND user_id = $2', [
    letterId,
    userId,
  ]);
  return rows.length > 0;
}

export async function listLetters(database: DatabaseHandle, userId: string) {
  const rows = await database.query<LetterRow>(
    `SELECT id, target_type, target, style, content, created_at FROM letters
     WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [userId],
  );
  return rows.map(toSaved);
}

/** The text of one of the student's own letters; undefined for another's or a missing one. */
export async function readLetter(
  database: DatabaseHandle,
  userId: string,
  letterId: string,
): Promise<string | undefined> {
  const [row] = await database.query<{ content: string }>(
    'SELECT content FROM letters WHERE id = $1 AND user_id = $2',
    [letterId, userId],
  );
  return row?.content;
}
