// Where the bearer token comes from and what a 401 does: set by main.tsx at start, read by the API
// client. Apart from the client, so that the first paint of a public page loads neither.

type TokenProvider = () => string | null;
/** Resolves true when the session was renewed and the request may be sent once more. */
type UnauthorizedHandler = () => Promise<boolean> | undefined;
let tokenProvider: TokenProvider = () => null;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth layer plugs in here: where the bearer token comes from, and what a 401 does. */
export function configureApiAuth(provider: TokenProvider, unauthorized: UnauthorizedHandler): void {
  tokenProvider = provider;
  onUnauthorized = unauthorized;
}

export function currentAccessToken(): string | null {
  return tokenProvider();
}

/** The bearer header of the signed-in user, for the few calls that read the raw response (streams). */
export function authorizationHeader(): Record<string, string> {
  const token = tokenProvider();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** After a 401: renews the session once; true when the request may be sent again. */
export async function renewSessionAfterUnauthorized(): Promise<boolean> {
  return (await onUnauthorized()) ?? false;
}
