import { ANSWER_VALUES, type AnswerValue } from '@declic/domain';
import { cx } from '../ui/cx';

interface AnswerButtonsProps {
  labelledBy: string;
  chosen: AnswerValue | undefined;
  onChoose: (answer: AnswerValue) => void;
}

/** The five answers; the chosen one is pressed (aria-pressed), so it reads the same with a screen reader. */
export function AnswerButtons({ labelledBy, chosen, onChoose }: AnswerButtonsProps) {
  return (
    <fieldset aria-labelledby={labelledBy} className="m-0 grid min-w-0 gap-2 border-0 p-0 sm:grid-cols-5">
      {ANSWER_VALUES.map((value) => {
        const pressed = chosen === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(value)}
            className={cx(
              'min-h-12 rounded-2xl border-2 px-3 py-2 font-semibold transition-colors',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-brand-200 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50',
            )}
          >
            {value}
          </button>
        );
      })}
    </fieldset>
  );
}
