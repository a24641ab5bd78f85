import {
  articleHtml,
  type BlogLibrary,
  escapeHtml,
  type PageMeta,
  publicPageMeta,
  SEED_BLOG_LIBRARY,
  SITE_NAME,
} from '@declic/domain';
import type { RenderedPage } from './page-renderer';

/** The built web app's two pages (apps/web): the app's, and the static public pages'. */
export interface PageShells {
  /** index.html: main.tsx, which hydrates or draws the whole page. */
  app: string;
  /** public-page.html: only the islands' script. Null in a build without it. */
  islands: string | null;
}

function headTags(meta: PageMeta, url: string, siteUrl: string): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const image = meta.image ? `${siteUrl}${meta.image}` : null;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.noindex ? [named('robots', 'noindex, nofollow')] : []),
    property('og:type', meta.type),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'fr_FR'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(image ? [named('twitter:image', image)] : []),
  ].join('\n    ');
}

/**
 * A public page as it ships: its own title, description, canonical address, Open Graph and
 * Twitter tags, and its content — drawn by the web's server rendering when there is one
 * (`rendered`), else its text in <noscript> (a blog post's whole article) for link previews,
 * crawlers and readers without scripts. A page drawn static with islands goes in the islands'
 * shell, without the app's script and without the articles' JSON, which only the app reads. Null
 * for any other path: the app's shell as built.
 */
export function publicPageHtml(
  shells: PageShells,
  path: string,
  baseUrl: string,
  dynamicMeta?: PageMeta,
  library: BlogLibrary = SEED_BLOG_LIBRARY,
  rendered?: RenderedPage | null,
): string | null {
  const meta = dynamicMeta ?? publicPageMeta(path, library);
  if (!meta) return null;
  const siteUrl = baseUrl.replace(/\/+$/, '');
  const url = `${siteUrl}${meta.path}`;
  const root = rendered
    ? `<div id="root">${rendered.html}</div>`
    : `<div id="root"></div>\n    <noscript>${noscriptText(meta, library)}</noscript>`;
  const islandsShell = rendered?.hydration === 'islands' ? shells.islands : null;
  const appData = islandsShell ? '' : blogData(meta.path, library);
  // Replaced by functions: a « $& » or « $' » in an article or a title is text, not a pattern.
  return (islandsShell ?? shells.app)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${headTags(meta, url, siteUrl)}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${appData}`);
}

/** A page's text for readers without scripts when the server did not draw it: a post's article. */
function noscriptText(meta: PageMeta, library: BlogLibrary): string {
  const slug = meta.type === 'article' ? meta.path.slice('/blog/'.length) : null;
  return (
    (slug && articleHtml(slug, library)) ??
    `<h1>${escapeHtml(meta.title)}</h1><p>${escapeHtml(meta.description)}</p>`
  );
}

/** The id of the script that hands the published articles to the web app (features/blog). */
export const BLOG_DATA_ID = 'declic-blog';

/**
 * The pages that show articles (landing, blog, a post) carry them as JSON: the page draws them at
 * once, with no API call. `<` is escaped so no text can close the script early.
 */
function blogData(path: string, library: BlogLibrary): string {
  if (path !== '/' && path !== '/blog' && !path.startsWith('/blog/')) return '';
  const json = JSON.stringify({ posts: library.posts, bodies: library.bodies }).replace(/</g, '\\u003c');
  return `\n    <script id="${BLOG_DATA_ID}" type="application/json">${json}</script>`;
}
