import { ExternalLink, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { PickOption } from './pick-option';

interface OptionListProps {
  label: string;
  options: PickOption[];
  chosen: ReadonlySet<string>;
  full: boolean;
  onChoose: (option: PickOption) => void;
  /** What the link of an option says (a video by default). */
  linkLabel?: string;
}

/** Catalogue items with a « Choisir » button each; chosen ones say so. */
export function OptionList({
  label,
  options,
  chosen,
  full,
  onChoose,
  linkLabel = 'Regarder la vidéo',
}: OptionListProps) {
  if (options.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {options.map((option) => (
        <li
          key={option.code}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line bg-white px-3 py-2"
        >
          <div className="min-w-0">
            <span className="block font-semibold">{option.label}</span>
            {option.detail ? <span className="block text-sm text-ink-soft">{option.detail}</span> : null}
            {option.more}
            {option.url ? (
              <a href={option.url} target="_blank" rel="noreferrer" className="text-sm font-semibold">
                {linkLabel}
                <ExternalLink aria-hidden="true" className="ml-1 inline size-4" />
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            ) : null}
          </div>
          <Button
            size="sm"
            variant="secondary"
            disabled={chosen.has(option.code) || full}
            onClick={() => onChoose(option)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {chosen.has(option.code) ? 'Choisi' : 'Choisir'}
            <span className="sr-only"> {option.label}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
