import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the view scrolls to the top on every path change (not when only the query changes, e.g. filters). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
