import { MAX_XP_REWARD } from '@declic/domain';

/** XP earned inside the current level, out of the 100 that lead to the next one. */
export function XpBar({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' }) {
  const percent = Math.round((Math.min(Math.max(value, 0), MAX_XP_REWARD) / MAX_XP_REWARD) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={MAX_XP_REWARD}
      aria-valuenow={value}
      aria-valuetext={`${value} XP sur ${MAX_XP_REWARD}`}
      className={`w-full overflow-hidden rounded-full bg-brand-100 ${size === 'sm' ? 'h-2' : 'h-3'}`}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
