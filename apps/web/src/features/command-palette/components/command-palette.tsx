import { Combobox, ComboboxGroup, ComboboxGroupLabel, ComboboxList, ComboboxProvider } from '@ariakit/react';
import * as Dialog from '@radix-ui/react-dialog';
import { CornerDownLeft, Lock, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ComboboxOption } from '../../../components/ui/combobox-option';
import { usePaletteResults } from '../hooks/use-palette-results';
import type { PaletteItem, PaletteSource } from '../palette-source';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: readonly PaletteSource[];
}

/**
 * The search of the header made real: a dialog holding Ariakit's combobox, its list always shown
 * (arrows move in a loop, the first result is active so Enter opens it, Escape closes). Our
 * sources rank the results. Locked results are listed (so the student knows they exist) but
 * cannot be chosen.
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
          <ComboboxProvider value={query} setValue={setQuery} open setOpen={() => {}} focusLoop>
            <div className="flex items-center gap-2 border-b border-line px-4">
              <Search aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
              <Combobox
                autoSelect
                aria-label="Rechercher une page ou un niveau"
                placeholder="Rechercher"
                className="min-h-14 w-full bg-transparent text-lg outline-none placeholder:text-ink-soft"
              />
            </div>
            <ComboboxList aria-label="Résultats" className="overflow-y-auto p-2" hidden={total === 0}>
              {groups.map((group) => (
                <ComboboxGroup key={group.source.id} className="mb-2">
                  <ComboboxGroupLabel className="px-3 py-1 text-xs font-bold tracking-wide text-ink-soft uppercase">
                    {group.source.heading}
                  </ComboboxGroupLabel>
                  {group.items.map((item) => (
                    <PaletteOption key={item.id} item={item} onChoose={choose} />
                  ))}
                </ComboboxGroup>
              ))}
            </ComboboxList>
          </ComboboxProvider>
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
    <ComboboxOption
      id={`palette-${item.id}`}
      value={item.id}
      disabled={item.disabled}
      hideOnClick={false}
      onClick={() => onChoose(item)}
      className="group flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 aria-disabled:cursor-not-allowed aria-disabled:text-ink-soft data-[active-item]:bg-brand-50 data-[active-item]:text-brand-900"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{item.label}</span>
        {item.hint ? <span className="truncate text-sm text-ink-soft">{item.hint}</span> : null}
      </span>
      {item.disabled ? <Lock aria-hidden="true" className="size-4 shrink-0" /> : null}
      <CornerDownLeft aria-hidden="true" className="hidden size-4 shrink-0 group-data-[active-item]:block" />
    </ComboboxOption>
  );
}
