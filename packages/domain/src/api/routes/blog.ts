import {
  blogArticleBodySchema,
  blogArticleEditSchema,
  blogArticlesResponseSchema,
  blogLibrarySchema,
  blogSlugParamsSchema,
} from '../../contracts/blog';
import { BLOG_LIBRARY_PATH } from '../../site/blog-library';
import { defineRoute } from '../route';

const tag = 'Blog';

/** The blog: read by everyone, written by the staff. */
export const blogApi = {
  library: defineRoute({
    method: 'GET',
    path: BLOG_LIBRARY_PATH,
    summary: 'Les articles publiés du blog, cartes et textes',
    tag,
    access: { audience: 'public' },
    responses: { 200: blogLibrarySchema },
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/admin/blog',
    summary: 'Tous les articles du blog, brouillons compris (équipe)',
    tag,
    access: { audience: 'staff' },
    responses: { 200: blogArticlesResponseSchema },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/admin/blog/:slug',
    summary: 'Écrire ou modifier un article (Markdown), brouillon ou publié, avec la raison (équipe)',
    tag,
    access: { audience: 'staff' },
    params: blogSlugParamsSchema,
    body: blogArticleBodySchema,
    responses: { 200: blogArticleEditSchema },
  }),
};
