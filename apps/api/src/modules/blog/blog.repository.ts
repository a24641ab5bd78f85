import type { ArticleBody, BlogCategory, BlogStatus } from '@declic/domain';
import type { Queryable } from '../../db/database';

export type ArticleRow = {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  publishedAt: string;
  status: BlogStatus;
  body: ArticleBody;
  updatedAt: string;
};

export type ArticleFields = Omit<ArticleRow, 'updatedAt'>;

/** Every article, the latest publication date last (the order the blog shows them in). */
export function listArticles(db: Queryable): Promise<ArticleRow[]> {
  return db.query<ArticleRow>(
    `SELECT slug, title, description, category, to_char(published_at, 'YYYY-MM-DD') AS "publishedAt", status, body,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
       FROM blog_articles ORDER BY published_at, slug`,
  );
}

export async function saveArticle(
  db: Queryable,
  article: ArticleFields,
  staffId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO blog_articles (slug, title, description, category, published_at, status, body, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description,
       category = excluded.category, published_at = excluded.published_at, status = excluded.status,
       body = excluded.body, updated_at = now(), updated_by = excluded.updated_by`,
    [
      article.slug,
      article.title,
      article.description,
      article.category,
      article.publishedAt,
      article.status,
      JSON.stringify(article.body),
      staffId,
    ],
  );
}

export async function hasArticles(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM blog_articles LIMIT 1')).length > 0;
}
