import { PublicLayout } from '../../components/layouts/public-layout';
import { BlogCard } from '../../features/blog/components/blog-card';
import { BlogHero } from '../../features/blog/components/blog-hero';
import { BLOG_POSTS } from '../../features/blog/posts';
import { usePageTitle } from '../../lib/use-page-title';

export default function BlogIndexPage() {
  usePageTitle('Blog');
  return (
    <PublicLayout>
      <BlogHero />
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
