import { z } from 'zod';
import { isoDateSchema } from '../calendar/key-dates';
import { BLOG_CATEGORIES } from '../site/blog-posts';

const sectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  list: z.array(z.string()).optional(),
});
const articleBodySchema = z.object({
  sections: z.array(sectionSchema),
  keyPoints: z.array(z.string()),
  editorialTodo: z.array(z.string()),
});
const blogPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  readingTime: z.number().int(),
  publishedAt: z.string(),
  accent: z.string(),
  accentSoft: z.string(),
});

/** GET /api/blog: the published articles, cards and bodies (what the public pages show). */
export const blogLibrarySchema = z.object({
  posts: z.array(blogPostSchema),
  bodies: z.record(z.string(), articleBodySchema),
});

export const BLOG_STATUSES = ['brouillon', 'publie'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const lines = (label: string) =>
  z
    .array(z.string().trim().min(1).max(300, `${label}\u202f: 300 caractères par ligne au plus.`))
    .max(12, `${label}\u202f: 12 lignes au plus.`);

/** PUT /api/admin/blog/{slug}: an article as the staff write it (the text in our small Markdown). */
export const blogArticleBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(5, 'Le titre compte au moins 5 caractères.')
    .max(120, 'Le titre tient en 120 caractères.'),
  description: z
    .string()
    .trim()
    .min(20, 'Le chapeau compte au moins 20 caractères.')
    .max(300, 'Le chapeau tient en 300 caractères.'),
  category: z.enum(BLOG_CATEGORIES, { message: 'Choisissez une des trois catégories du blog.' }),
  publishedAt: isoDateSchema,
  status: z.enum(BLOG_STATUSES, { message: 'Le statut vaut brouillon ou publie.' }),
  markdown: z.string().max(20_000, 'L’article tient en 20 000 caractères.'),
  keyPoints: lines('Les points clés'),
  editorialTodo: lines('La liste de tâches'),
  reason: z
    .string()
    .trim()
    .min(3, 'Dis pourquoi\u202f: la raison est gardée dans le journal de l’équipe.')
    .max(300),
});
export type BlogArticleBody = z.input<typeof blogArticleBodySchema>;

/** An article in the staff's editor, drafts included. */
export const blogArticleEditSchema = blogArticleBodySchema.omit({ reason: true }).extend({
  slug: z.string(),
  updatedAt: z.string(),
});
export type BlogArticleEdit = z.infer<typeof blogArticleEditSchema>;
export const blogArticlesResponseSchema = z.object({ articles: z.array(blogArticleEditSchema) });

export const blogSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'L’adresse d’un article s’écrit en minuscules et tirets (par exemple «\u202fmon-article\u202f»).',
    )
    .max(80, 'L’adresse d’un article tient en 80 caractères.'),
});
