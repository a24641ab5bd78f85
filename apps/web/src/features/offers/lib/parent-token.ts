const STORAGE_KEY = 'declic.lien-parent';

/**
 * The token of a parent's link (`/parent#jeton=…`). Kept for this tab only, so the page still
 * knows it when Stripe sends the parent back, and taken out of the address bar at once.
 */
export function takeParentToken(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('jeton');
  if (fromHash) {
    sessionStorage.setItem(STORAGE_KEY, fromHash);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromHash;
  }
  return sessionStorage.getItem(STORAGE_KEY);
}
