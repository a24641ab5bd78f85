import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** Shown for /blog/{slug} when no post has that slug: says so and leads back. */
export function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-3xl font-semibold text-ink">Article introuvable</h1>
      <p className="text-lg text-ink-soft">
        Cet article n’existe pas ou a changé d’adresse. Les autres t’attendent sur le blog.
      </p>
      <ButtonLink to="/blog">Voir tous les articles</ButtonLink>
    </div>
  );
}
