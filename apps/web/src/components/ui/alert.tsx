import type { ReactNode } from 'react';
import { cx } from './cx';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

const tones = {
  error: 'border-coral-500 bg-coral-100 text-coral-700',
  success: 'border-mint-500 bg-mint-100 text-mint-700',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
};

/** Errors are announced at once (role alert); success and info politely (role status). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-xl border-2 px-4 py-3 font-semibold', tones[tone], className)}
    >
      {children}
    </div>
  );
}
