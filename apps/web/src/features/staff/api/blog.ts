import { type BlogArticleBody, blogApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const articlesKey = ['staff', 'blog'] as const;

/** GET /api/admin/blog: every article, drafts included, the text in Markdown. */
export function useStaffArticles() {
  return useQuery({
    queryKey: articlesKey,
    queryFn: ({ signal }) => call(blogApi.staffList, undefined, { signal }),
    select: (data) => data.articles,
  });
}

/** Saves an article: the public blog changes at once, the journal keeps the reason. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: BlogArticleBody }) =>
      call(blogApi.save, { params: { slug }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: articlesKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
        client.invalidateQueries({ queryKey: ['blog', 'library'] }),
      ]),
  });
}
