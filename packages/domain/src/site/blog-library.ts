import { ARTICLE_BODIES } from './articles';
import type { ArticleBody } from './blog-article';
import { BLOG_POSTS, type BlogPost } from './blog-posts';

/**
 * The published articles: their cards and their bodies. The server builds it from the database
 * (the staff edit the articles there); the three first articles seed it.
 */
export interface BlogLibrary {
  posts: readonly BlogPost[];
  bodies: Readonly<Record<string, ArticleBody>>;
}

/**
 * Path (under /api) of the published articles: the route table uses it, and the public pages
 * fetch it without loading the table or its Zod schemas (this module imports no Zod: they stay light).
 */
export const BLOG_LIBRARY_PATH = '/blog';

/** The articles written with the site, copied into the database the first time it starts. */
export const SEED_BLOG_LIBRARY: BlogLibrary = { posts: BLOG_POSTS, bodies: ARTICLE_BODIES };

export function findLibraryPost(library: BlogLibrary, slug: string | undefined): BlogPost | undefined {
  return library.posts.find((post) => post.slug === slug);
}
