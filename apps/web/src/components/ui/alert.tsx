import type { ReactNode } from 'react';
import { type AlertTone, alertClasses, alertRole } from './alert-classes';

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** Errors are announced at once (role alert); success and info politely (role status). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  return (
    <div role={alertRole(tone)} className={alertClasses(tone, className)}>
      {children}
    </div>
  );
}
