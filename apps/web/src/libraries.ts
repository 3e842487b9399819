/**
 * React and React DOM, which boot.ts evaluates in a task of their own, before the router and the query cache
 * (app-libraries.ts) and the app's modules (main.tsx). Importing anything from React DOM evaluates the whole `react`
 * chunk (vite.config.ts). Evaluated together with the app, the libraries made the landing page's longest task;
 * split, they are shorter ones (docs/decisions/005).
 */
export { hydrateRoot } from 'react-dom/client';
