/**
 * The token of a parent's link (`/parent#jeton=…`, `/parent/accord#jeton=…`). Kept for this
 * tab only, under the page's own key, so the page still knows it when Stripe sends the parent
 * back; taken out of the address bar at once.
 */
export function takeParentToken(page: 'paiement' | 'accord'): string | null {
  const storageKey = `declic.lien-parent.${page}`;
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('jeton');
  if (fromHash) {
    sessionStorage.setItem(storageKey, fromHash);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromHash;
  }
  return sessionStorage.getItem(storageKey);
}
