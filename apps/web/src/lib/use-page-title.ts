import { useEffect } from 'react';

/** Sets the tab title, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Déclic` : 'Déclic — trouve ta voie';
  }, [title]);
}
