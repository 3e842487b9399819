import { MessageCircleQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * The floating "Need help?" link of spec §2, on every page but hidden on phones (under 640 px), where it would
 * cover the content. Not shown on the contact page it points to.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  if (pathname === '/contact') return null;
  return (
    <aside aria-label="Help">
      <Link
        to="/contact"
        className="fixed bottom-6 right-6 z-30 hidden items-center gap-2 rounded-full bg-indigo px-5 py-3 text-sm font-semibold text-white shadow-lg shadow-indigo/25 hover:bg-indigo/90 sm:flex"
      >
        <MessageCircleQuestion aria-hidden="true" className="h-5 w-5" />
        Need help?
      </Link>
    </aside>
  );
}
