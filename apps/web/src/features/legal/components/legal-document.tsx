import { LEGAL_FACTS } from '@declic/domain';
import { ArrowLeft, ArrowRight, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { LEGAL_TEXT } from '../facts';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import type { LegalPart } from '../legal-part';
import { LegalPartSection } from './legal-part-section';
import { TableOfContents } from './table-of-contents';

interface OtherDocument {
  to: string;
  title: string;
  description: string;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  parts: readonly LegalPart[];
  /** The other legal page, linked at the top and at the end. */
  other: OtherDocument;
}

const linkClass = 'inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4';

/**
 * Shared frame of the two legal pages: title and date, table of contents, the parts and their
 * articles, and links back home and to the other document.
 */
export function LegalDocument({ title, intro, parts, other }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <nav aria-label="Pages légales" className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/" className={linkClass}>
            <ArrowLeft aria-hidden="true" size={16} />
            Retour à l’accueil
          </Link>
          <Link to={other.to} className={linkClass}>
            <FileText aria-hidden="true" size={16} />
            {other.title}
          </Link>
        </nav>
        <header className="mb-8 max-w-3xl">
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 font-semibold text-brand-800">
            Version en vigueur au <time dateTime={LEGAL_FACTS.documentsDate}>{LEGAL_TEXT.documentsDate}</time>
          </p>
          <p className="mt-3 text-lg text-ink-soft">{intro}</p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:items-start">
          <div className="lg:sticky lg:top-6">
            <TableOfContents parts={parts} />
          </div>
          <div className="min-w-0 space-y-12">
            {parts.map((part) => (
              <LegalPartSection key={part.id} part={part} showTitle={parts.length > 1} />
            ))}
            <aside aria-labelledby="voir-aussi" className="rounded-[var(--radius-card)] bg-brand-50 p-5">
              <h2 id="voir-aussi" className="font-display text-lg font-semibold text-ink">
                Voir aussi
              </h2>
              <p className="mt-1 text-ink-soft">{other.description}</p>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                <Link to={other.to} className={linkClass}>
                  {other.title}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
                <Link to="/" className={linkClass}>
                  Retour à l’accueil
                </Link>
              </div>
            </aside>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
