import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(
        'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]',
        className,
      )}
      {...props}
    />
  );
}
