import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One checkout step: a section named by its heading. When the shopper moves to a step its heading takes the focus,
 * so a screen reader announces where they are and Tab continues from the top of the new step.
 */
export function StepSection({
  id,
  title,
  description,
  focusOnMount,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Only when the step first shows: a later change of the prop must not pull the focus back.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <h2 id={id} ref={heading} tabIndex={-1} className="scroll-mt-24 font-display text-2xl text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
