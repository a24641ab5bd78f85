import type { Queryable } from '../../db/database';

export interface ShareLinkRow extends Record<string, unknown> {
  id: string;
  token: string;
  views: number;
  createdAt: Date;
}

const COLUMNS = 'id, token, views, created_at AS "createdAt"';

export async function listShareLinks(db: Queryable, userId: string): Promise<ShareLinkRow[]> {
  return db.query<ShareLinkRow>(`SELECT ${COLUMNS} FROM share_links WHERE user_id = $1 ORDER BY created_at`, [
    userId,
  ]);
}

/** A new link, unless the student already has `max` (counted in the same statement); else undefined. */
export async function insertShareLink(
  db: Queryable,
  userId: string,
  token: string,
  max: number,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db.query<ShareLinkRow>(
    `INSERT INTO share_links (user_id, token)
     SELECT $1, $2 WHERE (SELECT count(*) FROM share_links WHERE user_id = $1) < $3
     RETURNING ${COLUMNS}`,
    [userId, token, max],
  );
  return row;
}

/** Deletes one of the user's links; false when the id is not one of theirs. */
export async function deleteShareLink(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM share_links WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Whose results a token shows; `countView` adds one to the link's counter on the way. */
export async function findSharingUser(
  db: Queryable,
  token: string,
  countView: boolean,
): Promise<string | undefined> {
  const [row] = await db.query<{ userId: string }>(
    countView
      ? 'UPDATE share_links SET views = views + 1 WHERE token = $1 RETURNING user_id AS "userId"'
      : 'SELECT user_id AS "userId" FROM share_links WHERE token = $1',
    [token],
  );
  return row?.userId;
}
