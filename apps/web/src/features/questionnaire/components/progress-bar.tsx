import { formatPercent } from '@declic/domain';

/** How far the student is, for eyes (the bar) and for screen readers (progressbar values). */
export function ProgressBar({ answered, total }: { answered: number; total: number }) {
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Progression du questionnaire"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${answered} ${answered > 1 ? 'réponses' : 'réponse'} sur ${total}`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-14 text-right text-sm font-semibold tabular-nums text-ink-soft">
        {formatPercent(percent)}
      </span>
    </div>
  );
}
