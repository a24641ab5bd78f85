import { normalizeForSearch } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/**
 * Rebuilds the vocabulary of offer titles from the titles themselves (after an import). Only
 * changed words are written, so a second import changes nothing.
 */
export async function refreshOffresVocabulary(database: DatabaseHandle): Promise<void> {
  const fresh = `SELECT word, ndoc AS offres FROM ts_stat('SELECT to_tsvector(''simple'', intitule_search) FROM catalog_offres')
    WHERE word ~ '^[a-z]{3,}$'`;
  await database.query(
    `DELETE FROM catalog_offres_vocabulary v WHERE NOT EXISTS (SELECT 1 FROM (${fresh}) f WHERE f.word = v.word)`,
  );
  await database.query(
    `INSERT INTO catalog_offres_vocabulary (word, offres) ${fresh}
     ON CONFLICT (word) DO UPDATE SET offres = EXCLUDED.offres
     WHERE catalog_offres_vocabulary.offres <> EXCLUDED.offres`,
  );
}

/**
 * The query with each unknown word replaced by the closest known one ("devloppeur" →
 * "developpeur"); undefined when every word is known or none has a close neighbour.
 */
export async function correctSpelling(database: DatabaseHandle, q: string): Promise<string | undefined> {
  const words = normalizeForSearch(q).split(' ').filter(Boolean);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < 3) {
      corrected.push(word);
      continue;
    }
    const rows = await database.query<{ word: string }>(
      `SELECT word FROM catalog_offres_vocabulary WHERE word = $1 OR word % $1
        ORDER BY word = $1 DESC, similarity(word, $1) DESC, offres DESC LIMIT 1`,
      [word],
    );
    const best = rows[0]?.word ?? word;
    changed ||= best !== word;
    corrected.push(best);
  }
  return changed ? corrected.join(' ') : undefined;
}
