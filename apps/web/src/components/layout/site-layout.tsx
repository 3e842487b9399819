import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HelpButton } from './help-button';
import { PageFallback } from './page-fallback';
import { PageLoadBoundary } from './page-load-error';
import { ScrollToTop } from './scroll-to-top';

/**
 * Every shopper page: header, the page (loaded lazily), footer, the floating help link. The header and the footer are
 * slots, composed in app/store-layout.tsx with what they show of the features (counts, the newsletter form). A page
 * whose code cannot be fetched shows a message with a Reload button between them (page-load-error.tsx).
 */
export function SiteLayout({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-clay px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      {header}
      {/* The help link floats at the bottom of the screen only as far as this box goes: it stops above the footer. */}
      <div className="flex flex-1 flex-col">
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageFallback />}>
            {/* Inside the Suspense boundary, so that the page is announced live even when its code failed: the boot
                script holds taps until then, the message's Reload button's among them. */}
            <PageLoadBoundary>
              <Outlet />
            </PageLoadBoundary>
            <AnnouncePageLive />
          </Suspense>
        </main>
        <HelpButton />
      </div>
      {footer}
    </div>
  );
}

/**
 * The moment the page first becomes live, by one name: the User Timing mark bench/page-live.ts reads, and the event
 * boot.ts waits for to replay the taps it has held (it spells the name itself, so as to import nothing of the app).
 */
const PAGE_LIVE = 'kala:page-live';

/**
 * Announces that the page is live, so that boot.ts replays the taps it has held since it ran. It sits inside the
 * page's Suspense boundary because React hydrates such a boundary in a later pass than the shell around it, and it
 * announces from a timer so that React takes the replayed taps as new events rather than inside its own effects.
 *
 * An event rather than a call into lib/early-input.ts: that module belongs to the boot script's own file, and the app
 * importing it would draw it into the storefront chunk (scripts/storefront-chunk.ts), which the boot script would then
 * have to load before it could hold a single tap.
 */
function AnnouncePageLive() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (performance.getEntriesByName(PAGE_LIVE).length === 0) performance.mark(PAGE_LIVE);
      window.dispatchEvent(new Event(PAGE_LIVE));
    });
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
