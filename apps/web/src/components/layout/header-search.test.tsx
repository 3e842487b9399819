import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';

let rerenderHeader: () => void = () => undefined;
let where = '';
let navigate: NavigateFunction = () => undefined;

/** The header around the search box: it renders again (a cart count arriving, say) while the shopper types. */
function Header() {
  const [, setRenders] = useState(0);
  rerenderHeader = () => setRenders((n) => n + 1);
  where = `${useLocation().pathname}${useLocation().search}`;
  navigate = useNavigate();
  return <HeaderSearch />;
}

const page = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Header />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the header search box', () => {
  it('keeps what was typed before the app loaded when the header renders again, and searches for it', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(page('/'))}</div>`;
    const container = document.getElementById('root')!;
    const field = container.querySelector('input')!;
    // Typed while the page was still server-rendered HTML: in the field only.
    field.value = 'terracotta';
    await act(async () => {
      root = hydrateRoot(container, page('/'));
    });
    act(() => rerenderHeader());
    expect(field.value).toBe('terracotta');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(where).toBe('/products?search=terracotta');
    expect(field.value).toBe('terracotta');
  });

  it('shows what the listing searches for, and is cleared on other pages', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root')!;
    await act(async () => {
      root = createRoot(container);
      root.render(page('/products?search=mandala'));
    });
    const field = container.querySelector('input')!;
    expect(field.value).toBe('mandala');
    act(() => navigate('/products?search=lippan'));
    expect(field.value).toBe('lippan');
    act(() => navigate('/about'));
    expect(field.value).toBe('');
  });
});
