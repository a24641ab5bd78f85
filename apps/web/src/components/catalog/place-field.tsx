import { useId } from 'react';
import { TextField } from '../ui/field';

interface PlaceFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  suggestions: readonly string[];
  placeholder?: string;
}

/** A free-text place filter with the browser's own suggestion list (datalist). */
export function PlaceField({ label, name, value, onChange, suggestions, placeholder }: PlaceFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        list={listId}
        autoComplete="off"
        placeholder={placeholder}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
