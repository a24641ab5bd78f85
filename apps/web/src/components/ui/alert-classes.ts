import { cx } from './cx';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-coral-500 bg-coral-100 text-coral-700',
  success: 'border-mint-500 bg-mint-100 text-mint-700',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
};

/** An alert's look as class names: also for alerts that no React component draws (the islands). */
export function alertClasses(tone: AlertTone = 'info', extra?: string): string {
  return cx('rounded-xl border-2 px-4 py-3 font-semibold', tones[tone], extra);
}

/** Errors are announced at once (role alert); success and info politely (role status). */
export function alertRole(tone: AlertTone): 'alert' | 'status' {
  return tone === 'error' ? 'alert' : 'status';
}
