import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Spec §9: infinite scroll up to 768 px wide. */
export const INFINITE_SCROLL_QUERY = '(max-width: 768px)';
/** Spec §9: the mobile breakpoint is 640 px. */
export const PHONE_QUERY = '(max-width: 639px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
