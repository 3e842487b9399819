import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true), for loading work only when it
 * is about to be seen: lazy images (spec §1: a 50px margin), the product description's sanitizer.
 * Starts true when `initially` is (an image above the fold), or where IntersectionObserver is missing.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
  initially = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initially);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
