import { useEffect, useState, type RefObject } from 'react';

/** What a shopper acts on: nothing floating may lie over one of these. */
const ACTIONS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';
/** Room kept around the floating link, so an action just beside it does not look covered either. */
const CLEARANCE_PX = 8;
/** The way must stay clear this long before the link floats again: scrolling past a row of links does not blink it. */
const FLOAT_AFTER_MS = 250;

/**
 * Where an action takes clicks: its own box, or for a link stretched over its card (an `::after` laid over the
 * positioned card, as the product cards do) the whole card.
 */
function clickArea(action: Element): Element {
  if (action.tagName !== 'A' || !(action instanceof HTMLElement)) return action;
  const after = getComputedStyle(action, '::after');
  const stretched = after.content !== 'none' && after.position === 'absolute';
  return stretched ? (action.offsetParent ?? action) : action;
}

/**
 * Whether the floating element `box` (sticky at the bottom of the screen) may float now: false while any action in
 * `#main` lies where it would float. It then rests in its own place at the end of the page instead (it keeps its
 * space in the flow either way, so nothing moves), and floats again once the way is clear. Until this has looked,
 * and where IntersectionObserver is missing, it does not float: a page never starts with something covered.
 *
 * An IntersectionObserver whose root is shrunk (rootMargin) to the rectangle the element floats in is told as actions
 * enter and leave it, by scrolling or by the page changing; a MutationObserver brings new actions under watch.
 */
export function useFloatClear(box: RefObject<HTMLElement | null>, page: string): boolean {
  const [clear, setClear] = useState(false);

  useEffect(() => {
    const element = box.current;
    const main = document.getElementById('main');
    if (!element || !main || typeof IntersectionObserver === 'undefined') return undefined;
    const under = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    let floatTimer: number | undefined;
    // Each action's click area, worked out once (it reads the computed style).
    const areas = new WeakMap<Element, Element>();
    // Work asked for by resizes and page changes, done once in the next frame.
    const pending = new Set<() => void>();
    let frame: number | undefined;

    const decide = () => {
      window.clearTimeout(floatTimer);
      if (under.size > 0) setClear(false);
      else floatTimer = window.setTimeout(() => setClear(true), FLOAT_AFTER_MS);
    };

    const watchActions = () => {
      for (const action of main.querySelectorAll(ACTIONS)) {
        let area = areas.get(action);
        if (!area) areas.set(action, (area = clickArea(action)));
        observer?.observe(area);
      }
      for (const action of under) if (!action.isConnected) under.delete(action);
      decide();
    };

    /** Where the element floats: its own width at its place across, `bottom` above the screen's lower edge. */
    const watchFloatingArea = () => {
      observer?.disconnect();
      under.clear();
      // Not shown (a phone): nothing to keep clear.
      if (getComputedStyle(element).display === 'none') return;
      const content = (element.firstElementChild ?? element).getBoundingClientRect();
      const viewport = document.documentElement;
      const bottom = viewport.clientHeight - (Number.parseFloat(getComputedStyle(element).bottom) || 0);
      const area = {
        top: bottom - content.height - CLEARANCE_PX,
        right: content.right + CLEARANCE_PX,
        bottom: bottom + CLEARANCE_PX,
        left: content.left - CLEARANCE_PX,
      };
      const rootMargin = [
        -area.top,
        -(viewport.clientWidth - area.right),
        -(viewport.clientHeight - area.bottom),
        -area.left,
      ]
        .map((px) => `${Math.min(0, Math.round(px))}px`)
        .join(' ');
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          decide();
        },
        { rootMargin },
      );
      watchActions();
    };

    const later = (work: () => void) => () => {
      pending.add(work);
      frame ??= window.requestAnimationFrame(() => {
        frame = undefined;
        const works = [...pending];
        pending.clear();
        for (const next of works) next();
      });
    };
    const onResize = later(watchFloatingArea);
    const changes = new MutationObserver(later(watchActions));

    watchFloatingArea();
    changes.observe(main, { childList: true, subtree: true });
    window.addEventListener('resize', onResize);
    return () => {
      observer?.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', onResize);
      window.clearTimeout(floatTimer);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, [box, page]);

  return clear;
}
