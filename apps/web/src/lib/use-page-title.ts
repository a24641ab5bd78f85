import { pageTitle } from '@declic/domain';
import { useEffect } from 'react';

/** Sets the tab title, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
