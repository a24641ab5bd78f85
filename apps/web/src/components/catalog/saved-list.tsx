import { formatNumber } from '@declic/domain';
import { BookmarkPlus, X } from 'lucide-react';
import { Button } from '../ui/button';

export interface SavedEntry {
  id: string;
  label: string;
  detail?: string;
}

interface SaveSelectionProps {
  count: number;
  pending: boolean;
  message?: string;
  onSave(): void;
}

/** "Ajouter à ma liste (n)" for the checked rows, and what happened, announced politely. */
export function SaveSelection({ count, pending, message, onSave }: SaveSelectionProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={count === 0 || pending} onClick={onSave}>
        <BookmarkPlus aria-hidden="true" size={18} />
        Ajouter à ma liste{count > 0 ? ` (${formatNumber(count)})` : ''}
      </Button>
      <p role="status" className="text-sm font-semibold text-mint-700">
        {message}
      </p>
    </div>
  );
}

interface SavedListProps {
  title: string;
  entries: readonly SavedEntry[];
  onRemove(id: string): void;
}

/** The student's personal list, folded by default. */
export function SavedList({ title, entries, onRemove }: SavedListProps) {
  return (
    <details className="rounded-[var(--radius-card)] border border-line bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        {title} ({formatNumber(entries.length)})
      </summary>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-soft">
          Coche des lignes puis « Ajouter à ma liste » pour les garder ici.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-semibold">{entry.label}</span>
                {entry.detail ? <span className="block text-sm text-ink-soft">{entry.detail}</span> : null}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(entry.id)}
                aria-label={`Retirer ${entry.label} de ma liste`}
              >
                <X aria-hidden="true" size={16} />
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
