/** A query as sent: named when its plan may be kept (see preparedStatements). */
export interface PreparedQuery {
  name?: string;
  text: string;
  values: unknown[] | undefined;
}

/** Distinct statement texts kept prepared on each connection (the API has a few hundred). */
const MAX_PREPARED_STATEMENTS = 2000;

/**
 * Text matching (full text, trigrams): how many rows match depends on the words, from one to
 * thousands, and a plan made for one word is wrong for another (the recommended formations took
 * twice the time on a generic plan). Such statements are planned for each query.
 */
const TEXT_MATCHING = /@@|<?%\s*\$\d|\$\d\s*<?%|similarity\(/;

/**
 * A parameterised query as a named statement: each connection parses it once and, after a few
 * runs, keeps its plan. Parsing and planning were most of PostgreSQL's time on the small lookups
 * (0.27 of 0.30 ms for the session check at each request; docs/performance/catalogues.md). One
 * name per text for the pool's life, so a connection never sees a name with two texts; past the
 * bound, texts run unnamed as before, so a text built with values in it cannot fill the server.
 */
export function preparedStatements(limit = MAX_PREPARED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string, values: unknown[] | undefined): PreparedQuery => {
    if (!values || values.length === 0 || TEXT_MATCHING.test(text)) return { text, values };
    let name = names.get(text);
    if (!name && names.size < limit) {
      name = `declic_${names.size}`;
      names.set(text, name);
    }
    return name ? { name, text, values } : { text, values };
  };
}
