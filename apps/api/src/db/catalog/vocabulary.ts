import { normalizeForSearch } from '@declic/domain';
import type { DatabaseHandle } from '../database';

export type Catalogue = 'formations' | 'offres';

/** The searchable text each catalogue's vocabulary is made of. */
const SOURCES: Record<Catalogue, string> = {
  formations: `SELECT to_tsvector('simple', declic_unaccent(lower(declic_join(nm) || ' ' ||
    coalesce(etab_nom, '') || ' ' || coalesce(commune, '')))) FROM catalog_formations`,
  offres: `SELECT to_tsvector('simple', declic_unaccent(lower(intitule))) FROM catalog_offres`,
};

/**
 * Rebuilds a catalogue's vocabulary from its rows (after an import). Only changed words are
 * written, so a second import changes nothing.
 */
export async function refreshVocabulary(database: DatabaseHandle, catalogue: Catalogue): Promise<void> {
  const fresh = `SELECT word, ndoc AS occurrences FROM ts_stat(${quote(SOURCES[catalogue])}) WHERE word ~ '^[a-z]{3,}$'`;
  await database.query(
    `DELETE FROM catalog_vocabulary v WHERE catalogue = $1
       AND NOT EXISTS (SELECT 1 FROM (${fresh}) f WHERE f.word = v.word)`,
    [catalogue],
  );
  await database.query(
    `INSERT INTO catalog_vocabulary (catalogue, word, occurrences) SELECT $1, word, occurrences FROM (${fresh}) f
     ON CONFLICT (catalogue, word) DO UPDATE SET occurrences = EXCLUDED.occurrences
     WHERE catalog_vocabulary.occurrences <> EXCLUDED.occurrences`,
    [catalogue],
  );
  // Fresh statistics, or the planner believes a catalogue holds a handful of words and scans all
  // of them for each spelling correction instead of using the trigram index (4.4 → 0.15 ms).
  await database.exec('ANALYZE catalog_vocabulary');
}

const quote = (sql: string) => `'${sql.replaceAll("'", "''")}'`;

/**
 * The query with each unknown word replaced by the closest known one ("devloppeur" →
 * "developpeur", "infirmiére" → "infirmier"); undefined when nothing changes. Every word of
 * three letters or more is looked up in one statement (one round trip however many words).
 */
export async function correctSpelling(database: DatabaseHandle, catalogue: Catalogue, q: string) {
  const asked = normalizeForSearch(q).split(' ').filter(Boolean);
  const looked = asked.filter((word) => word.length >= 3);
  const closest =
    looked.length === 0
      ? []
      : await database.query<{ asked: string; word: string | null }>(
          `SELECT w.asked, (SELECT v.word FROM catalog_vocabulary v
                             WHERE v.catalogue = $1 AND (v.word = w.asked OR v.word % w.asked)
                             ORDER BY v.word = w.asked DESC, similarity(v.word, w.asked) DESC, v.occurrences DESC
                             LIMIT 1) AS word
             FROM unnest($2::text[]) AS w(asked)`,
          [catalogue, looked],
        );
  const known = new Map(closest.map((row) => [row.asked, row.word]));
  const text = asked.map((word) => known.get(word) ?? word).join(' ');
  return text === asked.join(' ') ? undefined : text;
}
