import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  children: ReactNode;
  intro?: ReactNode;
  /** Light text for sections on a dark background. */
  onDark?: boolean;
}

/** The landing sections' title block: a small label, the h2, an optional line of intro. */
export function SectionHeading({ id, eyebrow, children, intro, onDark = false }: SectionHeadingProps) {
  return (
    <div className="mb-8 max-w-2xl">
      <p
        className={cx(
          'mb-2 text-sm font-bold tracking-wide uppercase',
          onDark ? 'text-sun-300' : 'text-brand-700',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={cx('text-3xl font-semibold sm:text-4xl', onDark ? 'text-white' : 'text-ink')}>
        {children}
      </h2>
      {intro && <p className={cx('mt-3 text-lg', onDark ? 'text-brand-100' : 'text-ink-soft')}>{intro}</p>}
    </div>
  );
}
