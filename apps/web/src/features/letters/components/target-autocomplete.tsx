import type { LetterSuggestion, LetterTargetType } from '@declic/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { cx } from '../../../components/ui/cx';
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

/** WAI-ARIA combobox with a list box: arrows move, Enter picks, Escape closes. */
export function TargetAutocomplete({ type, text, selection, onType, onSelect }: TargetAutocompleteProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useTargetSuggestions(text, type, selection === null);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: LetterSuggestion) => {
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="font-semibold text-ink">
        {type === 'metier' ? TEXTES.metierField : TEXTES.formationField}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-aide`}
        autoComplete="off"
        value={text}
        maxLength={200}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="min-h-11 rounded-xl border-2 border-line bg-white px-3"
      />
      <p id={`${id}-aide`} className="text-sm text-ink-soft">
        {selection ? TEXTES.selected(selection.label) : TEXTES.suggestHelp}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={TEXTES.suggestions}
        hidden={!expanded}
        className="absolute top-[4.75rem] z-10 max-h-72 w-full overflow-y-auto rounded-xl border-2 border-line bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.id}-${suggestion.label}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: picking must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={cx(
              'cursor-pointer px-3 py-2',
              index === active ? 'bg-brand-100 text-brand-900' : 'text-ink',
            )}
          >
            {suggestion.label}
          </div>
        ))}
      </div>
    </div>
  );
}
