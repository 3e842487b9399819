import { useRoutes } from 'react-router';
import { routes } from './route-tree';

/**
 * The app's pages: the route tree matched against the location of the router around it (BrowserRouter in main.tsx,
 * StaticRouter in entry-server.tsx). React Router's declarative mode rather than its data router: the routes have no
 * loaders or actions, and the data router's code (about 18 KiB gzipped) would be on every first visit (issue 13).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
