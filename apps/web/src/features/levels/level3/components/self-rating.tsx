import { PITCH_RATINGS } from '@declic/domain';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { LEVEL3_TEXTES as T } from '../textes';

interface SelfRatingProps {
  rating: number | null;
  onRate: (rating: number) => void;
  onValidate: () => void;
}

/** The 0–10 self-rating: a radio group drawn as buttons, then Valider (disabled until chosen). */
export function SelfRating({ rating, onRate, onValidate }: SelfRatingProps) {
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{T.ratingLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {PITCH_RATINGS.map((value) => (
            <label
              key={value}
              className={cx(
                'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 font-semibold',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                rating === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name="note-pitch"
                value={value}
                checked={rating === value}
                onChange={() => onRate(value)}
                className="sr-only"
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <Button onClick={onValidate} disabled={rating === null} className="self-start">
        {T.validate}
      </Button>
    </div>
  );
}
