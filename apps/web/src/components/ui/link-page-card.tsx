import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The frame of a page opened from a link in a mail or message (the newsletter's confirm and unsubscribe, a COD
 * order's confirmation): an icon, a heading that says where things stand, and what to do. When `stage` changes (the
 * button's answer arrived) focus moves to the heading, so a screen reader reads the outcome and a keyboard user
 * continues from it.
 */
export function LinkPageCard({
  icon: Icon,
  title,
  stage,
  children,
}: {
  icon: LucideIcon;
  title: string;
  stage: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(stage);
  useEffect(() => {
    if (stage !== firstStage.current) heading.current?.focus();
  }, [stage]);

  return (
    <div className="bg-[radial-gradient(circle_at_top,_var(--color-sand),_transparent_60%)] px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sand text-clay-dark">
          <Icon aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-5 font-display text-3xl text-clay-dark focus:outline-none">
          {title}
        </h1>
        <div className="mt-4 space-y-5 text-ink">{children}</div>
      </div>
    </div>
  );
}
