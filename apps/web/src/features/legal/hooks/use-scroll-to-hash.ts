import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the #anchor of the URL once the page has rendered: links such as
 * /legal/conditions#confidentialite arrive before the lazily loaded page exists.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
}
