import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { releaseEarlyInput } from '../../lib/early-input';
import { HelpButton } from './help-button';
import { PageFallback } from './page-fallback';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every shopper page: header, the page (loaded lazily), footer, the floating help link. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-clay px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      {/* The help link floats at the bottom of the screen only as far as this box goes: it stops above the footer. */}
      <div className="flex flex-1 flex-col">
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <ReleaseEarlyInput />
          </Suspense>
        </main>
        <HelpButton />
      </div>
      <SiteFooter />
    </div>
  );
}

/** The User Timing mark set when the page first becomes live (bench/page-live.ts reads it). */
const PAGE_LIVE_MARK = 'kala:page-live';

/**
 * Replays the taps held since boot.ts ran (lib/early-input.ts) once the page itself is live. It sits inside the
 * page's Suspense boundary because React hydrates such a boundary in a later pass than the shell around it, and it
 * replays from a timer so that React takes the taps as new events rather than inside its own effects.
 */
function ReleaseEarlyInput() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (performance.getEntriesByName(PAGE_LIVE_MARK).length === 0) performance.mark(PAGE_LIVE_MARK);
      releaseEarlyInput();
    });
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
