import { formatNumber } from '@declic/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

interface ResultsFooterProps {
  shown: number;
  total: number;
  /** The total is the database's estimate of a large result set. */
  estimated?: boolean;
  recommended: boolean;
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
}

/** 'shown / total résultats' (+ '(recommandés)'), with Précédent and Suivant (spec section 2). */
export function ResultsFooter({
  shown,
  total,
  estimated,
  recommended,
  page,
  hasMore,
  onPage,
}: ResultsFooterProps) {
  return (
    <nav aria-label="Pages de résultats" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="font-semibold" aria-live="polite">
        {formatNumber(shown)} / {estimated ? 'environ ' : ''}
        {formatNumber(total)} résultats{recommended ? ' (recommandés)' : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" size={18} />
          Précédent
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Suivant
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
    </nav>
  );
}
