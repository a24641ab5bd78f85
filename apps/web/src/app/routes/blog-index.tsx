import { PublicLayout } from '../../components/layouts/public-layout';
import { Alert } from '../../components/ui/alert';
import { useBlogLibrary } from '../../features/blog/api/blog-library';
import { BlogCard } from '../../features/blog/components/blog-card';
import { BlogHero } from '../../features/blog/components/blog-hero';
import { usePageTitle } from '../../lib/use-page-title';

export default function BlogIndexPage() {
  usePageTitle('Blog');
  const library = useBlogLibrary();
  return (
    <PublicLayout>
      <BlogHero />
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {library.isPending ? <p role="status">Chargement…</p> : null}
        {library.isError ? <Alert tone="error">{library.error.message}</Alert> : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {library.data?.posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
