import { ARTICLE_BODIES } from '@declic/domain';
import { useParams } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { ArticleNotFound } from '../../features/blog/components/article-not-found';
import { ArticlePage } from '../../features/blog/components/article-page';
import { findPost } from '../../features/blog/posts';
import { usePageTitle } from '../../lib/use-page-title';

export default function BlogArticleRoute() {
  const { slug } = useParams();
  const post = findPost(slug);
  const body = post ? ARTICLE_BODIES[post.slug] : undefined;
  usePageTitle(post?.title ?? 'Article introuvable');
  return (
    <PublicLayout>
      {post && body ? <ArticlePage post={post} body={body} /> : <ArticleNotFound />}
    </PublicLayout>
  );
}
