import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DeliveryCheckProps } from './delivery-check-props';
import { DeliveryCheckFrame } from './delivery-check-frame';
import { PincodeForm } from './pincode-form';

// The field's code (queries, the answer, remembering) loads when the shopper comes near it, never with the page
// (issue 26: the product page keeps its first-visit script).
const DeliveryCheck = lazy(() => import('./delivery-check'));

/** How far below the screen the field starts loading: a short scroll away. */
const NEAR = '400px';

/**
 * The PIN field as the page first shows it: the same form, which loads the real field when it is scrolled near,
 * touched or focused, or submitted (then the typed PIN code is checked as soon as the code arrives).
 */
export function DeliveryCheckLoader(props: Omit<DeliveryCheckProps, 'initialDraft' | 'autoFocus' | 'checkOnArrival'>) {
  const [wake, setWake] = useState<{ draft: string; focus: boolean; check: boolean } | null>(null);
  const draft = useRef('');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wake) return;
    const node = box.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setWake({ draft: '', focus: false, check: false });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWake((now) => now ?? { draft: draft.current, focus: false, check: false });
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wake]);

  const placeholder = (
    <DeliveryCheckFrame>
      <PincodeForm
        onChange={(value) => (draft.current = value)}
        onWake={() => setWake((now) => now ?? { draft: draft.current, focus: true, check: false })}
        onSubmit={(value) => setWake({ draft: value, focus: true, check: true })}
      />
    </DeliveryCheckFrame>
  );

  return (
    <div ref={box}>
      {wake ? (
        <Suspense fallback={placeholder}>
          <DeliveryCheck {...props} initialDraft={wake.draft} autoFocus={wake.focus} checkOnArrival={wake.check} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
