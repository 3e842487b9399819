/*
 * The smallest app on the web stack architecture.md names (React 19, React Router, TanStack Query) that uses what the
 * storefront's first visit uses of it: hydration of server HTML, the query cache filled from the server's state, one
 * query and one mutation, declarative routes with a layout, links, params, search params and redirects. It has no page
 * content of its own: what it weighs is the stack's floor under issue 13's first-visit budget (stack-floor.ts).
 */
import { hydrate, QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';

const queryClient = new QueryClient();

function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const count = useQuery({ queryKey: ['count'], queryFn: () => fetch('/api/cart/count').then((r) => r.json()) });
  const add = useMutation({ mutationFn: () => fetch('/api/cart/add', { method: 'POST' }) });
  return (
    <main>
      <NavLink to="/products">Products</NavLink>
      <Link to="/cart">Cart {String(count.data)}</Link>
      <button type="button" onClick={() => add.mutate(undefined, { onSuccess: () => navigate('/cart') })}>
        {location.pathname} {searchParams.get('search')}
      </button>
      <Outlet />
    </main>
  );
}

function Page() {
  const { id } = useParams();
  return <p>{id}</p>;
}

function AppRoutes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Page /> },
        { path: '/products/:id', element: <Page /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}

hydrate(queryClient, JSON.parse(document.getElementById('state')?.textContent ?? '{}'));
hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
