import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useBlogLibrary } from '../api/blog-library';
import { BlogCard } from './blog-card';

/** How many posts the landing page shows: the latest ones. */
const TEASER_POSTS = 3;

/** The landing page's blog teaser: the latest posts and a link to the blog. */
export function LatestPosts() {
  const library = useBlogLibrary();
  const latest = library.data?.posts.slice(-TEASER_POSTS) ?? [];
  return (
    <section aria-labelledby="blog-titre" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">Le blog</p>
          <h2 id="blog-titre" className="text-3xl font-semibold text-ink sm:text-4xl">
            Des idées pour avancer
          </h2>
        </div>
        <Link
          to="/blog"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Tous les articles
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {latest.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
