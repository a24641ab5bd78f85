import { findLibraryPost } from '@declic/domain';
import { useParams } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { useBlogLibrary } from '../../features/blog/api/blog-library';
import { ArticleNotFound } from '../../features/blog/components/article-not-found';
import { ArticlePage } from '../../features/blog/components/article-page';
import { usePageTitle } from '../../lib/use-page-title';

export default function BlogArticleRoute() {
  const { slug } = useParams();
  const library = useBlogLibrary();
  const post = library.data && findLibraryPost(library.data, slug);
  const body = post ? library.data?.bodies[post.slug] : undefined;
  usePageTitle(post?.title ?? (library.isPending ? 'Blog' : 'Article introuvable'));
  return (
    <PublicLayout>
      {library.isPending ? (
        <p role="status" className="p-8 text-center text-ink-soft">
          Chargement…
        </p>
      ) : post && body ? (
        <ArticlePage post={post} body={body} />
      ) : (
        <ArticleNotFound />
      )}
    </PublicLayout>
  );
}
