import { t } from '@lingui/core/macro';
import { MessageCircleQuestion } from 'lucide-react';
import clsx from 'clsx';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useFloatClear } from './use-float-clear';

/**
 * The floating "Need help?" link of spec §2, on every page but hidden on phones (under 640 px), where it would
 * cover the content. Not shown on the contact page it points to. It is sticky, not fixed: it keeps to the bottom of
 * the screen while the page scrolls under it, and comes to rest in its own space above the footer, so it never
 * covers the footer's links (WCAG 1.4.10). It floats only while nothing a shopper acts on lies where it would float
 * (`useFloatClear`): over 'Quick Order' or 'Try payment again' it rests in that space at the end of the page instead,
 * still in the tab order. The page's scroll-padding-bottom (styles.css) keeps a focused element from being scrolled
 * in under it (WCAG 2.4.11).
 */
export function HelpButton() {
  const { pathname } = useLocation();
  const box = useRef<HTMLElement>(null);
  const floating = useFloatClear(box, pathname);
  if (pathname === '/contact') return null;
  return (
    <aside
      ref={box}
      aria-label={t`Help`}
      className={clsx('pointer-events-none bottom-6 z-30 mb-6 hidden justify-end px-6 sm:flex', floating && 'sticky')}
    >
      <Link
        to="/contact"
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-indigo px-5 py-3 text-sm font-semibold text-white shadow-lg shadow-indigo/25 hover:bg-indigo/90"
      >
        <MessageCircleQuestion aria-hidden="true" className="h-5 w-5" />
        {t`Need help?`}
      </Link>
    </aside>
  );
}
