import { PITCH_RATINGS } from '@declic/domain';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { LEVEL3_TEXTES as T } from '../textes';

interface SelfRatingProps {
  rating: number | null;
  /** Level 3's « Ta note sur 10 » unless told (level 23 rates stress). */
  legend?: string;
  values?: readonly number[];
  /** The radio group's name: two ratings on one screen need two. */
  name?: string;
  onRate: (rating: number) => void;
  /** Level 3's « Valider »; the player's steps save with their own button instead. */
  onValidate?: () => void;
}

/** The 0–10 self-rating: a radio group drawn as buttons, then Valider (disabled until chosen) at level 3. */
export function SelfRating({
  rating,
  onRate,
  onValidate,
  legend = T.ratingLegend,
  values = PITCH_RATINGS,
  name = 'note-pitch',
}: SelfRatingProps) {
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {values.map((value) => (
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
                name={name}
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
      {onValidate ? (
        <Button onClick={onValidate} disabled={rating === null} className="self-start">
          {T.validate}
        </Button>
      ) : null}
    </div>
  );
}
