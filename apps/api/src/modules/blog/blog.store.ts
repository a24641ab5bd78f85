import {
  articleWordCount,
  BLOG_CATEGORY_COLOURS,
  type BlogLibrary,
  type BlogPost,
  readingMinutes,
  SEED_BLOG_LIBRARY,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { type ArticleRow, hasArticles, listArticles, saveArticle } from './blog.repository';

/**
 * The published articles held in memory: every public page's head, its text for crawlers and
 * the sitemap read them on each request without a query. Reloaded when the staff save.
 */
export interface BlogStore {
  library(): BlogLibrary;
  reload(): Promise<void>;
}

function toPost(row: ArticleRow): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    readingTime: readingMinutes(articleWordCount(row.body)),
    publishedAt: row.publishedAt,
    ...BLOG_CATEGORY_COLOURS[row.category],
  };
}

export function libraryOf(rows: ArticleRow[]): BlogLibrary {
  const published = rows.filter((row) => row.status === 'publie');
  return {
    posts: published.map(toPost),
    bodies: Object.fromEntries(published.map((row) => [row.slug, row.body])),
  };
}

/** The first start copies the articles written with the site; later starts keep the staff's. */
async function seedIfEmpty(database: DatabaseHandle): Promise<void> {
  if (await hasArticles(database)) return;
  for (const post of SEED_BLOG_LIBRARY.posts) {
    const body = SEED_BLOG_LIBRARY.bodies[post.slug];
    if (!body) continue;
    const { slug, title, description, category, publishedAt } = post;
    await saveArticle(
      database,
      { slug, title, description, category, publishedAt, status: 'publie', body },
      null,
    );
  }
}

export async function openBlogStore(database: DatabaseHandle): Promise<BlogStore> {
  await seedIfEmpty(database);
  let current = libraryOf(await listArticles(database));
  return {
    library: () => current,
    reload: async () => {
      current = libraryOf(await listArticles(database));
    },
  };
}
