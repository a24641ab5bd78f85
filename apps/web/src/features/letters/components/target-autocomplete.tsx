import { Combobox, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import type { LetterSuggestion, LetterTargetType } from '@declic/domain';
import { useId, useState } from 'react';
import { ComboboxOption } from '../../../components/ui/combobox-option';
import { useTargetSuggestions } from '../api/suggest-targets';
import { TEXTES } from '../textes';

interface TargetAutocompleteProps {
  type: LetterTargetType;
  text: string;
  selection: LetterSuggestion | null;
  /** Typing replaces the text and clears the selection (spec section 5). */
  onType(text: string): void;
  onSelect(suggestion: LetterSuggestion): void;
}

/**
 * Ariakit's combobox with a list box: no suggestion is active before an arrow (Enter keeps what
 * was typed), arrows move in a loop, Enter or a click picks, Escape closes.
 */
export function TargetAutocomplete({ type, text, selection, onType, onSelect }: TargetAutocompleteProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const suggestions = useTargetSuggestions(text, type, selection === null);
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <ComboboxProvider
      value={text}
      setValue={onType}
      open={open && suggestions.length > 0}
      setOpen={setOpen}
      compositeElementInFocusOrder={false}
    >
      <div className="relative flex flex-col gap-1">
        <label htmlFor={`${id}-input`} className="font-semibold text-ink">
          {type === 'metier' ? TEXTES.metierField : TEXTES.formationField}
        </label>
        <Combobox
          id={`${id}-input`}
          aria-describedby={`${id}-aide`}
          maxLength={200}
          className="min-h-11 rounded-xl border-2 border-line bg-white px-3"
        />
        <p id={`${id}-aide`} className="text-sm text-ink-soft">
          {selection ? TEXTES.selected(selection.label) : TEXTES.suggestHelp}
        </p>
        <ComboboxPopover
          portal={false}
          sameWidth
          gutter={4}
          aria-label={TEXTES.suggestions}
          className="z-10 max-h-72 overflow-y-auto rounded-xl border-2 border-line bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <ComboboxOption
              key={`${suggestion.id}-${suggestion.label}`}
              id={optionId(index)}
              value={suggestion.label}
              onClick={() => onSelect(suggestion)}
              className="cursor-pointer px-3 py-2 text-ink data-[active-item]:bg-brand-100 data-[active-item]:text-brand-900"
            >
              {suggestion.label}
            </ComboboxOption>
          ))}
        </ComboboxPopover>
      </div>
    </ComboboxProvider>
  );
}
