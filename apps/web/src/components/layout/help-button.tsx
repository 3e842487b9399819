import { MessageCircleQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * The floating "Need help?" link of spec §2, on every page but hidden on phones (under 640 px), where it would
 * cover the content. Not shown on the contact page it points to. It is sticky, not fixed: it keeps to the bottom of
 * the screen while the page scrolls under it, and comes to rest in its own space above the footer, so it never
 * covers the footer's links (WCAG 1.4.10). The page's scroll-padding-bottom (styles.css) keeps a focused element
 * from being scrolled in under it (WCAG 2.4.11).
 */
export function HelpButton() {
  const { pathname } = useLocation();
  if (pathname === '/contact') return null;
  return (
    <aside aria-label="Help" className="pointer-events-none sticky bottom-6 z-30 mb-6 hidden justify-end px-6 sm:flex">
      <Link
        to="/contact"
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-indigo px-5 py-3 text-sm font-semibold text-white shadow-lg shadow-indigo/25 hover:bg-indigo/90"
      >
        <MessageCircleQuestion aria-hidden="true" className="h-5 w-5" />
        Need help?
      </Link>
    </aside>
  );
}
