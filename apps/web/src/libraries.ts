/**
 * The app's libraries, which boot.ts evaluates in a task of their own, one task before the app's modules (main.tsx
 * and the page's chunk). Importing anything from React DOM evaluates the whole `shell` chunk it is in (React, React
 * DOM, the router, TanStack Query; vite.config.ts). Evaluated together with the app, they made the landing page's
 * longest task (150–170 ms of simulated mobile CPU); split, they are two shorter ones (docs/decisions/005).
 */
export { hydrateRoot } from 'react-dom/client';
