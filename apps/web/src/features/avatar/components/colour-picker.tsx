import type { NamedColour } from '@declic/domain';
import { useId } from 'react';
import { cx } from '../../../components/ui/cx';
import { TEXTES } from '../textes';

interface ColourPickerProps {
  legend: string;
  colours: NamedColour[];
  value: string;
  onChange: (colour: string) => void;
}

/**
 * A labelled radio group of swatches (arrow keys move between them, each swatch has its
 * colour's name) plus the browser's own colour input for any other colour.
 */
export function ColourPicker({ legend, colours, value, onChange }: ColourPickerProps) {
  const name = useId();
  const otherId = `${name}-autre`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {colours.map((colour) => {
          const checked = colour.value.toLowerCase() === value.toLowerCase();
          return (
            <label key={colour.value} className="relative cursor-pointer" title={colour.name}>
              <input
                type="radio"
                name={name}
                value={colour.value}
                checked={checked}
                onChange={() => onChange(colour.value)}
                className="peer sr-only"
              />
              <span className="sr-only">{colour.name}</span>
              <span
                aria-hidden="true"
                className={cx(
                  'block size-10 rounded-full border-2 border-ink/30 transition-transform',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  checked && 'scale-110 ring-3 ring-brand-700 ring-offset-2',
                )}
                style={{ backgroundColor: colour.value }}
              />
            </label>
          );
        })}
        <span className="flex items-center gap-2 pl-1">
          <input
            id={otherId}
            type="color"
            value={value.toLowerCase()}
            onChange={(event) => onChange(event.target.value)}
            className="size-10 cursor-pointer rounded-lg border-2 border-line bg-white p-0.5"
          />
          <label htmlFor={otherId} className="text-sm text-ink-soft">
            {TEXTES.otherColour}
          </label>
        </span>
      </div>
    </fieldset>
  );
}
