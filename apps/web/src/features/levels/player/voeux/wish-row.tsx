import type { ReactNode } from 'react';
import { AccessBadge } from './access-badge';
import type { Wish } from './wish';

/** One formation of the list, the search or a suggestion: name, school, place, access, action. */
export function WishRow({ wish, action }: { wish: Wish; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line p-3">
      <div className="min-w-0">
        <p className="font-semibold">{wish.label}</p>
        <p className="text-sm text-ink-soft">{[wish.school, wish.place].filter(Boolean).join(' · ')}</p>
        <p className="mt-1">
          <AccessBadge taux={wish.taux} />
        </p>
      </div>
      {action}
    </div>
  );
}

/** The wish a button acts on, for screen readers: « Ajouter », then which formation. */
export function WishName({ wish }: { wish: Wish }) {
  return (
    <span className="sr-only">
      {' '}
       : {wish.label}
      {wish.school ? `, ${wish.school}` : ''}
    </span>
  );
}
