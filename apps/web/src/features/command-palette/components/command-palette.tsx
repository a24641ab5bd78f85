import * as Dialog from '@radix-ui/react-dialog';
import { CornerDownLeft, Lock, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { usePaletteResults } from '../hooks/use-palette-results';
import type { PaletteItem, PaletteSource } from '../palette-source';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: readonly PaletteSource[];
}

/**
 * The search of the header made real: a dialog with a combobox; arrows move, Enter opens,
 * Escape closes. Locked results are listed (so the student knows they exist) but skipped.
 */
export function CommandPalette({ open, onOpenChange, sources }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const groups = usePaletteResults(sources, query);
  const selectable = useMemo(() => groups.flatMap((g) => g.items).filter((item) => !item.disabled), [groups]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (item: PaletteItem) => `${listId}-${item.id}`;

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  useEffect(() => {
    setActiveId((current) =>
      selectable.some((item) => item.id === current) ? current : (selectable[0]?.id ?? null),
    );
  }, [selectable]);

  const choose = (item: PaletteItem) => {
    if (item.disabled) return;
    onOpenChange(false);
    if (item.to) navigate(item.to);
    item.onSelect?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = selectable.findIndex((item) => item.id === activeId);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (selectable.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = selectable[(index + step + selectable.length) % selectable.length];
      setActiveId(next?.id ?? null);
      if (next) document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = selectable[index];
      if (item) choose(item);
    }
  };

  const active = selectable.find((item) => item.id === activeId);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-900/50" />
        <Dialog.Content className="fixed top-[8dvh] left-1/2 z-50 flex max-h-[80dvh] w-[min(94vw,40rem)] -translate-x-1/2 flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-xl">
          <Dialog.Title className="sr-only">Rechercher dans Déclic</Dialog.Title>
          <Dialog.Description className="sr-only">
            Tape le nom d’une page ou d’un niveau, puis choisis avec les flèches et Entrée.
          </Dialog.Description>
          <div className="flex items-center gap-2 border-b border-line px-4">
            <Search aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
            <input
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active) : undefined}
              aria-label="Rechercher une page ou un niveau"
              placeholder="Rechercher"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-14 w-full bg-transparent text-lg outline-none placeholder:text-ink-soft"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label="Résultats"
            className="overflow-y-auto p-2"
            hidden={total === 0}
          >
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset.
              <div key={group.source.id} role="group" aria-label={group.source.heading} className="mb-2">
                <p
                  aria-hidden="true"
                  className="px-3 py-1 text-xs font-bold tracking-wide text-ink-soft uppercase"
                >
                  {group.source.heading}
                </p>
                {group.items.map((item) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
                  <div
                    key={item.id}
                    id={optionId(item)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={item.id === activeId}
                    aria-disabled={item.disabled || undefined}
                    onClick={() => choose(item)}
                    onMouseMove={() => !item.disabled && setActiveId(item.id)}
                    className={cx(
                      'flex items-center gap-3 rounded-xl px-3 py-2',
                      item.disabled ? 'cursor-not-allowed text-ink-soft' : 'cursor-pointer',
                      item.id === activeId && 'bg-brand-50 text-brand-900',
                    )}
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-semibold">{item.label}</span>
                      {item.hint ? <span className="truncate text-sm text-ink-soft">{item.hint}</span> : null}
                    </span>
                    {item.disabled ? <Lock aria-hidden="true" className="size-4 shrink-0" /> : null}
                    {item.id === activeId ? (
                      <CornerDownLeft aria-hidden="true" className="size-4 shrink-0" />
                    ) : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
          <p role="status" className={cx('px-3 text-center text-ink-soft', total === 0 && 'py-6')}>
            {total === 0 ? 'Aucun résultat' : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
