import type { ArticleBody } from '@declic/domain';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleText } from '../../../components/blog/article-text';
import type { BlogPost } from '../posts';
import { ArticleHeader } from './article-header';
import { ArticleSideCard } from './article-side-card';
import { ArticleTodoCard } from './article-todo-card';
import { Breadcrumb } from './breadcrumb';

/** Article layout of the spec: breadcrumb, header, text, side card, to-do card, back link. */
export function ArticlePage({ post, body }: { post: BlogPost; body: ArticleBody }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Breadcrumb
        crumbs={[{ label: 'Accueil', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0 max-w-3xl">
          <div
            aria-hidden="true"
            className="mb-6 h-2 w-24 rounded-full"
            style={{ backgroundColor: post.accent }}
          />
          <ArticleHeader post={post} />
          <div className="mt-10">
            <ArticleText body={body} />
          </div>
          <Link
            to="/blog"
            className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <ArrowLeft aria-hidden="true" size={18} />
            Retour au blog
          </Link>
        </div>
        <aside aria-label="À côté de l’article" className="flex flex-col gap-6 lg:sticky lg:top-6">
          <ArticleSideCard post={post} keyPoints={body.keyPoints} />
          <ArticleTodoCard items={body.editorialTodo} />
        </aside>
      </div>
    </article>
  );
}
