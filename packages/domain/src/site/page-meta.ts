import { type BlogLibrary, findLibraryPost, SEED_BLOG_LIBRARY } from './blog-library';

/** What a search engine or a link preview reads of a public page. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Address of the preview picture (under the site), when the page has one. */
  image?: string;
  /** Kept out of search engines (a student's shared results). */
  noindex?: boolean;
}

export const SITE_NAME = 'Déclic';
export const SITE_DESCRIPTION =
  'Déclic t’aide à choisir ta voie : un questionnaire d’orientation, des idées de métiers et d’études, et 50 niveaux pour avancer à ton rythme.';

/** The tab title of a page (`''` for the landing page). */
export function pageTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — trouve ta voie`;
}

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: '', description: SITE_DESCRIPTION },
  '/blog': {
    title: 'Blog',
    description:
      'Des articles pour explorer les métiers, réussir ton questionnaire d’orientation et en parler en famille.',
  },
  '/login': {
    title: 'Connexion',
    description: 'Connecte-toi pour reprendre ton parcours Déclic là où tu l’as laissé.',
  },
  '/register': {
    title: 'Inscription',
    description: 'Crée ton compte Déclic : ton analyse, tes niveaux et tes idées te suivent.',
  },
  '/entreprise/inscription': {
    title: 'Créer l’espace de votre entreprise',
    description:
      'Proposez stages, alternances, emplois et jobs d’été à des élèves de 15 à 20\u00a0ans\u202f: chaque offre est relue par l’équipe Déclic avant d’être publiée.',
  },
  '/enseignant/inscription': {
    title: 'Créer votre espace enseignant',
    description:
      'Suivez la progression de vos classes dans Déclic\u202f: vos élèves rejoignent la classe par un code et choisissent ce qu’ils partagent avec vous.',
  },
  '/legal/mentions-legales': {
    title: 'Mentions légales',
    description: 'Qui édite Déclic, qui l’héberge, comment nous joindre.',
  },
  '/legal/conditions': {
    title: 'Conditions d’utilisation, de vente et confidentialité',
    description: 'Les règles de Déclic, ce que coûtent les offres et ce que nous faisons de tes données.',
  },
};

/** Title and description of a public page, or null for any other path (signed-in, unknown). */
export function publicPageMeta(path: string, library: BlogLibrary = SEED_BLOG_LIBRARY): PageMeta | null {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const page = STATIC_PAGES[clean];
  if (page)
    return { path: clean, title: pageTitle(page.title), description: page.description, type: 'website' };
  const slug = clean.match(/^\/blog\/([a-z0-9-]+)$/)?.[1];
  const post = findLibraryPost(library, slug);
  return post
    ? { path: clean, title: pageTitle(post.title), description: post.description, type: 'article' }
    : null;
}

/** The text of a blog post as plain HTML, for readers and crawlers that run no script. */
export function articleHtml(slug: string, library: BlogLibrary = SEED_BLOG_LIBRARY): string | null {
  const post = findLibraryPost(library, slug);
  const body = library.bodies[slug];
  if (!post || !body) return null;
  const sections = body.sections.map((section) => {
    const paragraphs = section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
    const list = section.list
      ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
    return `<h2>${escapeHtml(section.heading)}</h2>${paragraphs}${list}`;
  });
  return `<article><h1>${escapeHtml(post.title)}</h1><p>${escapeHtml(post.description)}</p>${sections.join('')}</article>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
