import { useUrlState } from './use-url-state';

/** The address keys both catalogues share: recommended mode, and the job a results card opened. */
export const CATALOG_MODE_KEYS = ['reco', 'metier', 'intitule'] as const;
type ModeKey = (typeof CATALOG_MODE_KEYS)[number];

export interface CatalogEmptyTexts {
  aucunResultat: string;
  aucuneRecommandation: string;
  aucunPourMetier: string;
}

/**
 * A catalogue's filters, page and mode, all in the address. `keys` must be a module constant
 * listing the page's own filters followed by CATALOG_MODE_KEYS.
 */
export function useCatalogUrl<Key extends string>(keys: readonly (Key | ModeKey)[]) {
  const url = useUrlState(keys);
  const values = url.values as Record<Key | ModeKey, string>;
  const recommended = values.reco === '1';
  // A job card's link matches the list to one job, like the recommended mode does for all of them.
  const matched = recommended || values.metier !== '';
  return {
    ...url,
    values,
    recommended,
    matched,
    setRecommended: (on: boolean) =>
      url.setFilters({ reco: on ? '1' : '', metier: '', intitule: '' } as Partial<
        Record<Key | ModeKey, string>
      >),
    clearMetier: () => url.setFilters({ metier: '', intitule: '' } as Partial<Record<Key | ModeKey, string>>),
    emptyText: (texts: CatalogEmptyTexts) => {
      if (values.metier) return texts.aucunPourMetier;
      return recommended ? texts.aucuneRecommandation : texts.aucunResultat;
    },
  };
}
