import { Search } from 'lucide-react';
import { isMacPlatform } from '../hooks/use-palette-shortcut';

/** The header's search box (« Rechercher », Ctrl K hint; docs/decisions.md); it opens the palette. */
export function PaletteTrigger({ onOpen }: { onOpen: () => void }) {
  const shortcut = isMacPlatform() ? '⌘ K' : 'Ctrl K';
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-line text-ink-soft hover:bg-brand-50 sm:w-56 sm:justify-start sm:border-2 sm:bg-surface sm:px-3 md:w-72"
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-brand-800 sm:text-ink-soft" />
      <span className="sr-only sm:not-sr-only">Rechercher</span>
      <span className="sr-only"> une page ou un niveau</span>
      <span
        aria-hidden="true"
        className="ml-auto hidden rounded-md border border-line bg-white px-1.5 py-0.5 font-sans text-xs font-bold text-ink-soft sm:inline"
      >
        {shortcut}
      </span>
    </button>
  );
}
