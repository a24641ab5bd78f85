import type { AppConfig } from '../../config';

/** Staff accounts are named in the STAFF_EMAILS setting (spec section 6: a fixed list). */
export function isStaffEmail(config: AppConfig, email: string): boolean {
  return config.staffEmails.includes(email.toLowerCase());
}
