import {
  articleHtml,
  type BlogLibrary,
  escapeHtml,
  type PageMeta,
  publicPageMeta,
  SEED_BLOG_LIBRARY,
  SITE_NAME,
} from '@declic/domain';

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
 * index.html as a public page ships it: its own title, description, canonical address, Open
 * Graph and Twitter tags, and its content — drawn by the web's server rendering when there is
 * one (`content`, hydrated by the browser), else its text in <noscript> (a blog post's whole
 * article) for link previews, crawlers and readers without scripts. Null for any other path:
 * the shell as built.
 */
export function publicPageHtml(
  indexHtml: string,
  path: string,
  baseUrl: string,
  dynamicMeta?: PageMeta,
  library: BlogLibrary = SEED_BLOG_LIBRARY,
  content?: string | null,
): string | null {
  const meta = dynamicMeta ?? publicPageMeta(path, library);
  if (!meta) return null;
  const siteUrl = baseUrl.replace(/\/+$/, '');
  const url = `${siteUrl}${meta.path}`;
  const root = content
    ? `<div id="root">${content}</div>`
    : `<div id="root"></div>\n    <noscript>${noscriptText(meta, library)}</noscript>`;
  // Replaced by functions: a « $& » or « $' » in an article or a title is text, not a pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${headTags(meta, url, siteUrl)}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${blogData(meta.path, library)}`);
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
