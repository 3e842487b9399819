import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: the view scrolls to the top on every path change (not when only the query changes, e.g. filters). Not on
 * the first render: there the browser has placed the page itself, and a shopper may already have scrolled a
 * server-rendered page before the app loaded.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
