/** Reads `#access_token=…&type=…` from a mailed link, then removes it from the address bar and history. */
export function takeLinkFragment(expectedType: 'signup' | 'recovery'): string | null | undefined {
  // Drawn on the server (a public page's HTML), there is no link: the browser reads it.
  if (typeof window === 'undefined') return undefined;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = params.get('access_token');
  const type = params.get('type');
  if (!token && !type) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return type === expectedType && token ? token : null;
}
