/**
 * Where a visitor arriving on the landing page should go instead, if anywhere. The sign-up
 * confirmation link lands here with its tokens in the hash; it goes on to /email-confirmation
 * with the hash intact.
 */
export function signupConfirmationTarget(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const isSignupToken = params.get('type') === 'signup' && Boolean(params.get('access_token'));
  return isSignupToken ? `/email-confirmation${hash.startsWith('#') ? hash : `#${hash}`}` : null;
}
