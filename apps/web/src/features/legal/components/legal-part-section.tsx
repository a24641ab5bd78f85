import { cx } from '../../../components/ui/cx';
import type { LegalPart } from '../legal-part';

interface LegalPartSectionProps {
  part: LegalPart;
  /** A document with a single part keeps its title for screen readers only (the h1 says it). */
  showTitle: boolean;
}

/** One part of a legal document and its numbered articles, each an anchor of the contents. */
export function LegalPartSection({ part, showTitle }: LegalPartSectionProps) {
  return (
    <section id={part.id} aria-labelledby={`${part.id}-titre`} className="scroll-mt-6">
      <h2
        id={`${part.id}-titre`}
        className={cx(showTitle ? 'mb-6 text-2xl font-semibold text-brand-800 sm:text-3xl' : 'sr-only')}
      >
        {part.title}
      </h2>
      <div className="space-y-8">
        {part.articles.map((article, index) => (
          <section
            key={article.id}
            id={article.id}
            aria-labelledby={`${article.id}-titre`}
            className="scroll-mt-6"
          >
            <h3 id={`${article.id}-titre`} className="mb-2 text-xl font-semibold text-ink">
              <span className="text-brand-700">{index + 1}.</span> {article.title}
            </h3>
            <div className="max-w-3xl text-ink">{article.content}</div>
          </section>
        ))}
      </div>
    </section>
  );
}
