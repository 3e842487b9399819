import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Heart, Menu, ShoppingBag, X } from 'lucide-react';
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CountBadge } from '../ui/count-badge';
import { AvatarMenu } from './avatar-menu';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';
import { useDismiss } from './use-dismiss';

export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/products', label: msg`Products` },
  { to: '/categories', label: msg`Categories` },
  { to: '/artists', label: msg`Artists` },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-full px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-sand text-clay-dark' : 'text-ink hover:bg-sand/60 hover:text-clay-dark',
  );

const iconLinkClass = 'relative flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand/70';

/** The numbers on the header's wishlist and cart icons (0 for a guest). */
export interface HeaderCounts {
  wishlist: number;
  cart: number;
}

/**
 * Logo, nav, search, wishlist and cart with counts, and the account menu (spec §1 header). The counts come in from
 * app/ (app/store-layout.tsx), which reads them from the cart and wishlist features.
 */
export function SiteHeader({ counts }: { counts: HeaderCounts }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, container, trigger);
  useEffect(close, [pathname, close]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div ref={container} className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex h-16 items-center gap-3 md:gap-6">
          <button
            ref={trigger}
            type="button"
            className={clsx(iconLinkClass, 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
            <span className="sr-only">{t`Menu`}</span>
          </button>
          <SiteLogo />
          <nav aria-label={t`Main`} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch className="ml-auto hidden max-w-sm flex-1 lg:block" />
          <div className="ml-auto flex items-center gap-1 lg:ml-0">
            <LanguageSwitch className="hidden min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-sand/70 md:inline-flex" />
            <Link to="/wishlist" className={iconLinkClass}>
              <Heart aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">{t`Wishlist`}</span>
              <CountBadge count={counts.wishlist} where="wishlist" />
            </Link>
            <Link to="/cart" className={iconLinkClass}>
              <ShoppingBag aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">{t`Cart`}</span>
              <CountBadge count={counts.cart} where="cart" />
            </Link>
            <AvatarMenu />
          </div>
        </div>
        <HeaderSearch className="pb-3 lg:hidden" />
        <nav id={menuId} aria-label={t`Main`} hidden={!menuOpen} className="border-t border-stone-200 py-2 md:hidden">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) => clsx(navClass({ isActive }), 'block')}
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-sand/60" />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
