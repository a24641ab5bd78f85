import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'sun';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-offset-2 min-h-11';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  sun: 'bg-sun-300 text-brand-900 hover:bg-sun-500',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
};

/** A button's look as class names: also for buttons that no React component draws (the public pages' islands). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra);
}
