/** An island's script: it takes over the element the server drew. */
interface IslandModule {
  wake(root: HTMLElement): void;
}

/**
 * What moves on the static public pages, by the name their markup carries (`data-island`). Each
 * island is its own chunk, loaded only by a page that holds it: the blog, the articles and the
 * legal pages load none.
 */
const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  mascotte: () => import('../features/landing/mascot-island'),
  connexion: () => import('./account-pages/login-island'),
  inscription: () => import('./account-pages/register-island'),
  'inscription-entreprise': () => import('./account-pages/company-register-island'),
  'inscription-enseignant': () => import('./account-pages/teacher-register-island'),
};

/** Wakes every island of the page as soon as its script arrives. */
export function wakeIslands(page: ParentNode): void {
  for (const root of page.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = ISLANDS[root.dataset.island ?? ''];
    // A chunk that does not load (offline, a new version deployed meanwhile) leaves the page as
    // drawn: its text is all there, its buttons stay disabled.
    load?.().then(
      (island) => island.wake(root),
      () => {},
    );
  }
}
