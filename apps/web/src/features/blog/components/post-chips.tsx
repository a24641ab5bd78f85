import { NBSP } from '@declic/domain';
import { Clock } from 'lucide-react';
import type { BlogPost } from '../posts';

/** Category (in the post's accent colours) and reading time. */
export function PostChips({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
      <span
        className="rounded-full px-3 py-1"
        style={{ backgroundColor: post.accentSoft, color: post.accent }}
      >
        {post.category}
      </span>
      <span className="inline-flex items-center gap-1 rounded-full bg-line px-3 py-1 text-ink">
        <Clock aria-hidden="true" size={14} />
        {post.readingTime}
        {NBSP}min de lecture
      </span>
    </p>
  );
}
