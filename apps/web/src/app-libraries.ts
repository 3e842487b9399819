/**
 * The router and the query cache, which boot.ts evaluates in a task of their own, between React (libraries.ts) and
 * the app's modules (main.tsx): importing anything from them evaluates the whole `shell` chunk (vite.config.ts).
 */
export { BrowserRouter } from 'react-router';
export { hydrate } from '@tanstack/react-query';
