import { useId } from 'react';
import { fieldPartIds } from '../../../components/ui/field-parts';
import { TEXTES } from '../textes';

/**
 * The school search box, drawn as an ARIA combobox before any script
 * (controllers/establishment-combobox.ts fills its list and keeps the chosen UAI).
 */
export function EstablishmentField({ className }: { className?: string }) {
  const id = useId();
  const listId = `${id}-liste`;
  const { hintId } = fieldPartIds(id);
  return (
    <div data-part="establishment" className={`relative flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {TEXTES.etablissement}
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        {TEXTES.etablissementAide}
      </p>
      <input
        id={id}
        name="etablissement"
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        className="min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 aria-[invalid=true]:border-coral-700"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Établissements trouvés"
        hidden
        className="max-h-72 overflow-y-auto rounded-xl border-2 border-line bg-white p-1 shadow-[var(--shadow-card)]"
      />
      <p data-slot="establishment-status" role="status" className="text-sm text-ink-soft empty:hidden" />
      <input type="hidden" name="uai" />
    </div>
  );
}
