import { formatDate } from '@declic/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '../posts';
import { PostChips } from './post-chips';

interface BlogCardProps {
  post: BlogPost;
  /** Level of the card's title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A post's card: chips, title, description, date and 'Lire l'article'; the whole card is clickable. */
export function BlogCard({ post, headingLevel: Heading = 'h3' }: BlogCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition-shadow focus-within:ring-4 focus-within:ring-brand-200 hover:shadow-lg">
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: post.accent }} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostChips post={post} />
        <Heading className="text-xl font-semibold text-ink">{post.title}</Heading>
        <p className="text-ink-soft">{post.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-sm text-ink-soft">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </p>
          <Link
            to={`/blog/${post.slug}`}
            aria-label={`Lire l'article\u202F: ${post.title}`}
            className="inline-flex items-center gap-1 font-semibold after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            style={{ color: post.accent }}
          >
            Lire l'article
            <ArrowRight
              aria-hidden="true"
              size={16}
              className="transition-transform group-hover:translate-x-1"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
