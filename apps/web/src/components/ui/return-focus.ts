import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Gives the keyboard focus back to the control that opened a dialog once it closes (WCAG 2.4.3). Pass the returned
 * handler as the Radix dialog content's `onCloseAutoFocus`.
 *
 * Radix alone loses it: under React 19 its focus scope re-runs its effect whenever the open dialog re-renders, and
 * each run notes as "where the focus was" an element inside the dialog, so on closing the focus went to that
 * element, gone, and fell to the page. Each of those re-runs also asks to restore the focus, which is refused here
 * while the dialog is still open. The opener is noted when `open` turns true, before the dialog takes the focus; an
 * opener gone by the time the dialog closes (the cart it cleared) is left to the page to replace.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  /** Open and mounted: a restore asked for now is a re-render's, not the closing's. */
  const live = useRef(false);
  useLayoutEffect(() => {
    live.current = open;
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
    return () => {
      live.current = false;
    };
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    if (live.current) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);
}
