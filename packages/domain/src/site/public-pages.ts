import { BLOG_POSTS, type BlogPost } from './blog-posts';
import { escapeHtml } from './page-meta';

/** A page anyone may read and a search engine may list. */
export interface PublicPage {
  path: string;
  /** ISO date of the last change, when the page carries one (a blog post's publication). */
  lastModified?: string;
}

/** Pages of the public site (spec section 2), then one per blog post. */
export function publicPages(posts: readonly BlogPost[] = BLOG_POSTS): PublicPage[] {
  return [
    { path: '/' },
    { path: '/blog' },
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.publishedAt })),
    { path: '/login' },
    { path: '/register' },
    { path: '/entreprise/inscription' },
    { path: '/enseignant/inscription' },
    { path: '/legal/mentions-legales' },
    { path: '/legal/conditions' },
  ];
}

/** Signed-in screens, the API and the one-time links of e-mails: nothing to index there. */
export const NOT_INDEXED = ['/app/', '/api/', '/parent', '/email-confirmation'] as const;

const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** The sitemaps.org document of the public pages, with absolute addresses. */
export function sitemapXml(baseUrl: string, posts: readonly BlogPost[] = BLOG_POSTS): string {
  const urls = publicPages(posts).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absolute(baseUrl, path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the rest not; where the sitemap is. */
export function robotsTxt(baseUrl: string): string {
  const disallow = NOT_INDEXED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${absolute(baseUrl, '/sitemap.xml')}\n`;
}
