import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type ChipTone = 'brand' | 'sun' | 'coral' | 'mint' | 'neutral';

const tones: Record<ChipTone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  sun: 'bg-sun-100 text-brand-900',
  coral: 'bg-coral-100 text-coral-700',
  mint: 'bg-mint-100 text-mint-700',
  neutral: 'bg-line text-ink',
};

interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ChipTone;
}

export function Chip({ tone = 'brand', className, ...props }: ChipProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
