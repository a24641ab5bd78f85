import type { LegalPart } from '../legal-part';

/** On-page table of contents: each part, then its articles, as anchor links. */
export function TableOfContents({ parts }: { parts: readonly LegalPart[] }) {
  return (
    <nav
      aria-labelledby="sommaire-titre"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <h2 id="sommaire-titre" className="font-display text-lg font-semibold text-ink">
        Sommaire
      </h2>
      <ol className="mt-3 space-y-3">
        {parts.map((part) => (
          <li key={part.id}>
            <a
              href={`#${part.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {part.title}
            </a>
            <ol className="mt-1.5 space-y-1 border-l-2 border-brand-100 pl-3 text-sm">
              {part.articles.map((article) => (
                <li key={article.id}>
                  <a
                    href={`#${article.id}`}
                    className="text-ink-soft underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {article.title}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
