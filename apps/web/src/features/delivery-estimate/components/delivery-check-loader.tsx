import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { DeliveryCheckProps } from './delivery-check-props';
import { DeliveryCheckFrame } from './delivery-check-frame';
import { PincodeForm } from './pincode-form';

// The field's code (queries, the answer, remembering) loads when the shopper comes near it, never with the page
// (issue 26: the product page keeps its first-visit script).
const loadDeliveryCheck = () => import('./delivery-check').then((m) => m.default);

/** How far below the screen the field starts loading: a short scroll away. */
const NEAR = '400px';

/**
 * What the placeholder's field holds now, read from the page itself: a PIN code typed before the page hydrated (the
 * server-rendered field takes keys at once) never reached React's onChange.
 */
const typedSoFar = (box: HTMLElement | null) => {
  const input = box?.querySelector<HTMLInputElement>('input[name="pincode"]');
  return input ? input.value.replace(/\D/g, '').slice(0, 6) : undefined;
};

type LoaderProps = Omit<DeliveryCheckProps, 'initialDraft' | 'autoFocus' | 'checkOnArrival'>;

/** The real field, and what the placeholder held when it arrived. */
interface Handover {
  Field: ComponentType<DeliveryCheckProps>;
  draft: string;
  focused: boolean;
  submitted: boolean;
}

/**
 * The PIN field as the page first shows it: the same form, which loads the real field when it is scrolled near,
 * touched or focused, or submitted. The placeholder stays on the page until the code has arrived (not a Suspense
 * fallback, which would be a new, empty field the moment loading starts), and hands over what it holds at that
 * moment: the PIN code typed so far, whether the field had the focus, and a submit made meanwhile, which is then
 * checked at once. So a shopper who types quickly on a slow phone loses nothing.
 */
export function DeliveryCheckLoader(props: LoaderProps) {
  const [loaded, setLoaded] = useState<Handover | null>(null);
  const started = useRef(false);
  const draft = useRef('');
  const submitted = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  const wake = () => {
    if (started.current) return;
    started.current = true;
    // A failed load leaves the placeholder; the next touch or submit tries again.
    loadDeliveryCheck().then(
      (Field) =>
        setLoaded({
          Field,
          draft: typedSoFar(box.current) ?? draft.current,
          focused: Boolean(box.current?.contains(document.activeElement)),
          submitted: submitted.current,
        }),
      () => (started.current = false),
    );
  };

  useEffect(() => {
    const node = box.current;
    if (!node || typeof IntersectionObserver === 'undefined') return wake();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: NEAR,
    });
    observer.observe(node);
    return () => observer.disconnect();
    // Once, on mount: wake() is idempotent.
  }, []);

  if (loaded) {
    const { Field } = loaded;
    return (
      <div ref={box}>
        <Field {...props} initialDraft={loaded.draft} autoFocus={loaded.focused} checkOnArrival={loaded.submitted} />
      </div>
    );
  }
  return (
    <div ref={box}>
      <DeliveryCheckFrame>
        <PincodeForm
          onChange={(value) => (draft.current = value)}
          onWake={wake}
          onSubmit={(value) => {
            draft.current = value;
            submitted.current = true;
            wake();
          }}
        />
      </DeliveryCheckFrame>
    </div>
  );
}
