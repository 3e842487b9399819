import { useEffect, useRef } from 'react';

/** Spec §9: the next page loads when the reader is within 1000 px of the end of the list. */
export const INFINITE_TRIGGER_PX = 1000;

/**
 * Calls onNear while the returned sentinel (placed after the last card) is less than 1000 px below the viewport,
 * or already above it. A scroll listener rather than an IntersectionObserver: a jump (End key, a fling) can carry
 * the sentinel from below the viewport to above it between two frames, which an observer never reports. The check
 * runs once per frame at most, and again whenever resetKey changes (a page arrived and may still be short).
 */
export function useNearEnd(onNear: () => void, enabled: boolean, resetKey: unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = sentinel.current;
      if (element && element.getBoundingClientRect().top - window.innerHeight <= INFINITE_TRIGGER_PX)
        callback.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, resetKey]);

  return sentinel;
}
