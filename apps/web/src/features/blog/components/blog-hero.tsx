import { typographieFr } from '@declic/domain';
import { Newspaper } from 'lucide-react';

/** Top of /blog: 'Les coulisses de l'orientation'. */
export function BlogHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:pt-16">
        <p className="mb-3 inline-flex items-center gap-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
          <Newspaper aria-hidden="true" size={16} />
          Le blog de Déclic
        </p>
        <h1 className="max-w-3xl text-4xl font-semibold text-ink sm:text-5xl">
          Les coulisses de l'orientation
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft sm:text-xl">
          {typographieFr(
            'Des idées concrètes pour explorer les métiers, réussir ton questionnaire et en parler en famille. Nos articles sont encore des brouillons : on les enrichit au fil des semaines.',
          )}
        </p>
      </div>
    </section>
  );
}
