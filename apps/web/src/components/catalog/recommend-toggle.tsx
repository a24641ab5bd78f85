import { WandSparkles } from 'lucide-react';
import { cx } from '../ui/cx';

/** The magic-wand switch between every result (20 a page) and those recommended for me (50). */
export function RecommendToggle({ pressed, onChange }: { pressed: boolean; onChange(value: boolean): void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cx(
        'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 font-semibold transition-colors',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
      )}
    >
      <WandSparkles aria-hidden="true" size={18} />
      Recommandé pour moi
    </button>
  );
}
