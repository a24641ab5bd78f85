import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { CornerDownLeft, Lock, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePaletteResults } from '../hooks/use-palette-results';
import type { PaletteItem, PaletteSource } from '../palette-source';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: readonly PaletteSource[];
}

/**
 * The search of the header made real: a dialog holding cmdk's combobox (arrows move, Enter
 * opens, Escape closes). Our sources rank the results, so cmdk does not filter. Locked results
 * are listed (so the student knows they exist) but cannot be chosen.
 */
export function CommandPalette({ open, onOpenChange, sources }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const groups = usePaletteResults(sources, query);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const choose = (item: PaletteItem) => {
    onOpenChange(false);
    if (item.to) navigate(item.to);
    item.onSelect?.();
  };
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
          <Command
            shouldFilter={false}
            loop
            label="Rechercher une page ou un niveau"
            className="flex min-h-0 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-line px-4">
              <Search aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
              {/* Named by the Command's label (cmdk links them with aria-labelledby). */}
              <Command.Input
                placeholder="Rechercher"
                value={query}
                onValueChange={setQuery}
                className="min-h-14 w-full bg-transparent text-lg outline-none placeholder:text-ink-soft"
              />
            </div>
            <Command.List label="Résultats" className="overflow-y-auto p-2" hidden={total === 0}>
              {groups.map((group) => (
                <Command.Group
                  key={group.source.id}
                  heading={group.source.heading}
                  className="mb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-bold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-ink-soft [&_[cmdk-group-heading]]:uppercase"
                >
                  {group.items.map((item) => (
                    <PaletteOption key={item.id} item={item} onChoose={choose} />
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
          <p role="status" className={total === 0 ? 'py-6 text-center text-ink-soft' : 'sr-only'}>
            {total === 0 ? 'Aucun résultat' : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteOption({ item, onChoose }: { item: PaletteItem; onChoose: (item: PaletteItem) => void }) {
  return (
    <Command.Item
      value={item.id}
      disabled={item.disabled}
      onSelect={() => onChoose(item)}
      className="group flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-ink-soft data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{item.label}</span>
        {item.hint ? <span className="truncate text-sm text-ink-soft">{item.hint}</span> : null}
      </span>
      {item.disabled ? <Lock aria-hidden="true" className="size-4 shrink-0" /> : null}
      <CornerDownLeft
        aria-hidden="true"
        className="hidden size-4 shrink-0 group-data-[selected=true]:block"
      />
    </Command.Item>
  );
}
