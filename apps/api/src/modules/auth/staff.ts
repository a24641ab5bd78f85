/** Staff accounts are named in the STAFF_EMAILS setting (spec section 6: a fixed list). */
export function isStaffEmail(staffEmails: readonly string[], email: string): boolean {
  return staffEmails.includes(email.toLowerCase());
}
