import { useId, useState } from 'react';
import { TextField } from '../../../../components/ui/field';
import { useCommuneSuggestions } from '../api/commune-suggestions';

export interface PickedCommune {
  code: string;
  label: string;
}

/** The study city, picked among the communes of the INSEE geography (name or code typed). */
export function CommunePicker({
  value,
  onChange,
  error,
}: {
  value: PickedCommune | null;
  onChange: (commune: PickedCommune) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const suggestions = useCommuneSuggestions(text);
  const name = useId();
  const items = suggestions.data ?? [];
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Ta ville d’études"
        hint={
          value
            ? `Choisie : ${value.label}. Tape un autre nom pour en changer.`
            : 'Tape au moins deux lettres, ou le code INSEE.'
        }
        autoComplete="off"
        className="max-w-sm"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {items.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">Communes trouvées</legend>
          {items.map((item) => (
            <label
              key={item.code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-3 has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name={name}
                className="size-5"
                checked={value?.code === item.code}
                onChange={() => onChange({ code: item.code, label: item.label })}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
