import type { blogArticleBodySchema } from '@declic/domain';
import {
  type BlogArticleEdit,
  defineArticle,
  markdownToSections,
  sectionsToMarkdown,
  typographieFr,
} from '@declic/domain';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import type { Realtime } from '../../plugins/realtime';
import { type ArticleRow, listArticles, saveArticle } from './blog.repository';
import type { BlogStore } from './blog.store';

export const BLOG_CHANNEL = 'blog_changed';

export interface BlogDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  store: BlogStore;
}

function toEdit(row: ArticleRow): BlogArticleEdit {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    publishedAt: row.publishedAt,
    status: row.status,
    markdown: sectionsToMarkdown(row.body.sections),
    keyPoints: row.body.keyPoints,
    editorialTodo: row.body.editorialTodo,
    updatedAt: row.updatedAt,
  };
}

export async function staffArticles(database: DatabaseHandle): Promise<BlogArticleEdit[]> {
  return (await listArticles(database)).map(toEdit);
}

/**
 * Writes an article (new or changed), French spacing applied, written to the journal; every
 * instance reloads its published articles, so the public page changes at the next visit.
 */
export async function saveFromStaff(
  deps: BlogDeps,
  actor: StaffActor,
  slug: string,
  input: z.output<typeof blogArticleBodySchema>,
): Promise<BlogArticleEdit> {
  const parsed = markdownToSections(input.markdown);
  if ('problem' in parsed) throw new HttpError(400, 'article_illisible', parsed.problem);
  const body = defineArticle({
    sections: parsed.sections,
    keyPoints: input.keyPoints,
    editorialTodo: input.editorialTodo,
  });
  await saveArticle(
    deps.database,
    {
      slug,
      title: typographieFr(input.title),
      description: typographieFr(input.description),
      category: input.category,
      publishedAt: input.publishedAt,
      status: input.status,
      body,
    },
    actor.staffId,
  );
  await recordStaffAction(deps.database, { ...actor, reason: input.reason }, 'article_blog', null, {
    slug,
    status: input.status,
  });
  await deps.store.reload();
  await deps.realtime.publish(BLOG_CHANNEL, { slug });
  const saved = (await listArticles(deps.database)).find((row) => row.slug === slug);
  return toEdit(saved!);
}
