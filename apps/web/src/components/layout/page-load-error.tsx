import { t } from '@lingui/core/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { retryFailedPages } from '../../lib/preloadable';
import { buttonClass } from '../ui/button';
import { PageFallback } from './page-fallback';

/**
 * How the browsers word a failed `import()` (the file could not be fetched): Chromium "Failed to fetch dynamically
 * imported module", Firefox "error loading dynamically imported module", Safari "Importing a module script failed";
 * and Vite's import helper "Unable to preload CSS".
 */
const FAILED_IMPORT = /imported module|module script|preload css/i;

/** Code that could not be fetched: a page's (lib/preloadable.tsx, after its retry), or a lazy part of a page's. */
export const isCodeLoadError = (error: unknown) => error instanceof Error && FAILED_IMPORT.test(error.message);

/** The message in place of a page whose code could not be loaded: the header and the footer stay around it. */
export function PageLoadMessage() {
  return (
    <div role="alert" className="px-4 py-24 text-center">
      <h1 className="font-display text-3xl text-clay-dark">{t`This page could not be loaded`}</h1>
      <p className="mt-4 text-lg text-muted">{t`Check your connection and try again.`}</p>
      <button type="button" className={buttonClass('primary', 'lg', 'mt-8')} onClick={() => location.reload()}>
        {t`Reload`}
      </button>
    </div>
  );
}

interface BoundaryState {
  error?: unknown;
  /** Whether the tab is reloading itself (lib/reload-once.ts); undefined until the boundary has asked. */
  reloading?: boolean;
  location?: string;
}

class Boundary extends Component<{ location: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  // Another address, another page: it gets its own try.
  static getDerivedStateFromProps({ location }: { location: string }, state: BoundaryState): BoundaryState | null {
    return location === state.location ? null : { location, error: undefined, reloading: undefined };
  }

  override componentDidCatch(error: unknown) {
    if (!isCodeLoadError(error)) return;
    // Coming back to the page later tries its code again.
    retryFailedPages();
    // Asks boot.ts (lib/reload-once.ts) to reload the tab, by an event: the boot script's modules stay out of the
    // app's chunks (decision 021), so the name is spelled here too. Cancelled means the tab is reloading.
    this.setState({ reloading: !dispatchEvent(new Event('kala:page-load-failed', { cancelable: true })) });
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === undefined) return this.props.children;
    // Any other error is a fault of the page itself, not of the connection: it goes on up as before (the whole app
    // stops), rather than be shown as a connection problem that a reload would not fix.
    if (!isCodeLoadError(error)) throw error;
    // The skeleton the page was loading under stays while the tab reloads, so nothing flashes.
    return reloading === false ? <PageLoadMessage /> : <PageFallback />;
  }
}

/**
 * Around the page (components/layout/site-layout.tsx): a page whose code cannot be fetched shows PageLoadMessage in
 * the main area, between the header and the footer, instead of the whole app going blank. It starts afresh on every
 * navigation.
 */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation().key}>{children}</Boundary>;
}
