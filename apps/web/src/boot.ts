/**
 * The page's only script tag. It is tiny so that the browser spends its first moments on what the shopper sees: the
 * server-rendered HTML, the stylesheet and the first image. The app itself (libraries.ts: React, the router, the
 * query cache; then main.tsx and the page's code) is fetched after the first paint, and taps made until it has
 * hydrated are held and replayed (lib/early-input.ts), so nothing the shopper does is lost in the meantime.
 */
import { holdEarlyInput, releaseEarlyInput } from './lib/early-input';
import './styles.css';

holdEarlyInput();

function loadApp() {
  // The libraries first, then, a task later, the app: two shorter tasks instead of one long one (decision 005).
  import('./libraries')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'))
    .catch((error: unknown) => {
      // Without the app the buttons stay inert; let the browser's own behaviour (links, forms) carry on.
      releaseEarlyInput({ replay: false });
      console.error('The app failed to load', error);
    });
}

// requestAnimationFrame runs just before the first frame is drawn; the timeout lets that frame be drawn first. A tab
// opened in the background draws no frames, so there the app loads at once.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
