import { typographieFr } from '../format/typography';

/**
 * A blog post's card data (spec fields), shared by the web app and the sitemap. Bodies live in the
 * web app (features/blog/articles), loaded only by the article page.
 */
export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  /** Minutes of reading, checked against the body's word count by a test. */
  readingTime: number;
  /** ISO date, shown in words. */
  publishedAt: string;
  /** Text and border colour of the post's accents. */
  accent: string;
  /** Background paired with `accent` (contrast ≥ 4.5:1). */
  accentSoft: string;
}

export const BLOG_CATEGORIES = ['Futur du travail', 'Méthodologie', 'Vie familiale'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Each category's accent and its paired background (contrast ≥ 4.5:1), as the first articles have them. */
export const BLOG_CATEGORY_COLOURS: Record<BlogCategory, { accent: string; accentSoft: string }> = {
  'Futur du travail': { accent: '#4c32c9', accentSoft: '#e6e0ff' },
  Méthodologie: { accent: '#0d7556', accentSoft: '#d9f7ec' },
  'Vie familiale': { accent: '#b83a17', accentSoft: '#ffe3dc' },
};

const posts: BlogPost[] = [
  {
    slug: 'explorer-metiers-demain',
    title: 'Explorer les métiers de demain sans se perdre',
    description:
      'Numérique, transition écologique, soin : les métiers bougent. Voici une boussole simple pour les explorer à partir de ce que tu aimes faire.',
    category: 'Futur du travail',
    readingTime: 2,
    publishedAt: '2025-10-13',
    accent: '#4c32c9',
    accentSoft: '#e6e0ff',
  },
  {
    slug: 'questionnaire-orientation-premiers-pas',
    title: 'Questionnaire d’orientation : tes premiers pas',
    description:
      'À quoi sert le questionnaire, comment y répondre sans te prendre la tête, et quoi faire de tes résultats.',
    category: 'Méthodologie',
    readingTime: 2,
    publishedAt: '2025-10-15',
    accent: '#0d7556',
    accentSoft: '#d9f7ec',
  },
  {
    slug: 'accompagner-parents',
    title: 'Parents : accompagner l’orientation sans décider à sa place',
    description:
      'Écouter, poser les bonnes questions, connaître le calendrier et les ressources gratuites : un guide pour les parents.',
    category: 'Vie familiale',
    readingTime: 2,
    publishedAt: '2025-10-17',
    accent: '#b83a17',
    accentSoft: '#ffe3dc',
  },
];

/** The three drafts, newest last, with French spacing applied to their titles and descriptions. */
export const BLOG_POSTS: readonly BlogPost[] = posts.map((post) => ({
  ...post,
  title: typographieFr(post.title),
  description: typographieFr(post.description),
}));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
