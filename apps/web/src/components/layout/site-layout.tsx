import { Link, Outlet } from 'react-router';

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only">
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-paper">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-4">
          <Link to="/" className="font-display text-2xl font-bold text-clay-dark">
            Kala
          </Link>
          <Link to="/products" className="text-ink hover:text-clay">
            Products
          </Link>
        </nav>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="bg-clay-dark py-6 text-center text-sm text-white">© Kala · handmade in India</footer>
    </div>
  );
}
