import { describe, expect, it } from 'vitest';
import { pageHydration, STATIC_PAGE } from './page-hydration';

describe('hydratation d’une page dessinée par le serveur', () => {
  it('des îlots seulement quand une route le demande', () => {
    expect(pageHydration([undefined, STATIC_PAGE])).toBe('islands');
    expect(pageHydration([undefined, { autre: true }, null, 'islands'])).toBe('whole-page');
    expect(pageHydration([])).toBe('whole-page');
  });
});
