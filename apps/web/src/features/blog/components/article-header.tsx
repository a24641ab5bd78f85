import { formatDate } from '@declic/domain';
import { PencilLine } from 'lucide-react';
import { Chip } from '../../../components/ui/chip';
import type { BlogPost } from '../posts';
import { PostChips } from './post-chips';

/** Chips, title, description, date and the draft status. */
export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <header className="flex flex-col gap-4">
      <PostChips post={post} />
      <h1 className="text-3xl font-semibold text-ink sm:text-5xl">{post.title}</h1>
      <p className="text-xl text-ink-soft">{post.description}</p>
      <div className="flex flex-wrap items-center gap-3 text-ink-soft">
        <p>
          Publié le <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <Chip tone="sun">
          <PencilLine aria-hidden="true" size={14} />
          Brouillon à enrichir
        </Chip>
      </div>
    </header>
  );
}
