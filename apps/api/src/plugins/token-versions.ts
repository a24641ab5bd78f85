/**
 * The token version of each account, remembered between requests so that checking a session
 * costs no database round trip. An entry is forgotten when the account's sessions end on any
 * instance (the `session_ends` notification), and after `ttlMs` at the latest — the bound if a
 * notification were ever lost with the listening connection.
 */
export interface TokenVersions {
  /** The account's current version, from memory or from `load` (undefined: no such account). */
  read(userId: string, load: () => Promise<number | undefined>): Promise<number | undefined>;
  forget(userId: string): void;
}

export function createTokenVersions({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TokenVersions {
  const known = new Map<string, { version: number; until: number }>();
  // Raised by every forget: a version read from the database while sessions were ending is used
  // for that one request, never remembered (it may predate the end).
  let forgets = 0;
  return {
    read: async (userId, load) => {
      const entry = known.get(userId);
      if (entry && entry.until > now()) return entry.version;
      const forgetsBefore = forgets;
      const version = await load();
      if (version !== undefined && forgets === forgetsBefore) {
        if (known.size >= maxEntries) known.clear();
        known.set(userId, { version, until: now() + ttlMs });
      }
      return version;
    },
    forget: (userId) => {
      forgets += 1;
      known.delete(userId);
    },
  };
}
