import { takeLinkFragment } from '../../features/auth/hooks/link-fragment';

// The recovery e-mail's link, read once per page load (the fragment leaves the address bar as it
// is read); forgotten once the new password is saved.
let token: string | null | undefined;
let read = false;

/** The token of the recovery link the page was opened with; null for a broken link. */
export function recoveryToken(): string | null | undefined {
  if (!read) {
    token = takeLinkFragment('recovery');
    read = true;
  }
  return token;
}

export function forgetRecoveryToken(): void {
  token = undefined;
}
