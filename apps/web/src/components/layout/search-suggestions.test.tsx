import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@kala/contract/search';
import { setApiTransport } from '../../lib/api-client';
import { HeaderSearch } from './header-search';

const SUGGESTIONS: Suggestions = {
  categories: [{ slug: 'mandala', name: 'Mandala' }],
  products: [
    { _id: 'p1', name: 'Dot Mandala Lotus Plate', thumbnail: '/uploads/demo/lotus.webp', price: 950 },
    { _id: 'p2', name: 'Royal Gold Dot Mandala', thumbnail: '/uploads/demo/gold.webp', price: 2400 },
  ],
};

/** The list's chunk is imported on the first focus: on a busy machine its first transform takes a while. */
const LOADED = { timeout: 10_000 };

let asked: string[] = [];
let where = '';

function Where() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

const page = (path = '/') => (
  <MemoryRouter initialEntries={[path]}>
    <HeaderSearch />
    <Where />
  </MemoryRouter>
);

let root: Root | undefined;
let container: HTMLElement;

beforeEach(async () => {
  asked = [];
  setApiTransport(async (url) => {
    asked.push(url);
    return new Response(JSON.stringify({ success: true, data: SUGGESTIONS }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  document.body.innerHTML = '<div id="root"></div>';
  container = document.getElementById('root')!;
  await act(async () => {
    root = createRoot(container);
    root.render(page());
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const field = () => container.querySelector('input')!;
const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]');
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    field().dispatchEvent(event);
  });
  return event;
};

/** Focuses the field (which loads the list) and types the words, as one input event per character. */
async function typeWords(words: string) {
  await act(async () => field().focus());
  await vi.waitFor(() => expect(listbox()).not.toBeNull(), LOADED);
  for (let i = 1; i <= words.length; i++) {
    field().value = words.slice(0, i);
    act(() => {
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  await vi.waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('true'), LOADED);
}

describe('the header search suggestions (ARIA combobox)', () => {
  it('is a combobox before it loads, and loads its list on the first focus', async () => {
    const html = renderToString(page());
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="listbox"');
    expect(field().getAttribute('aria-controls')).toBeNull();
    await act(async () => field().focus());
    await vi.waitFor(() => expect(listbox()).not.toBeNull(), LOADED);
    expect(field().getAttribute('aria-controls')).toBe(listbox()!.id);
    expect(listbox()!.hidden).toBe(true);
  });

  it('asks once per pause in typing, and lists categories then pieces', async () => {
    await typeWords('mandla');
    expect(asked).toEqual(['/api/search/suggest?q=mandla']);
    expect(listbox()!.hidden).toBe(false);
    expect(options().map((o) => o.textContent)).toEqual([
      'MandalaCategory',
      'Dot Mandala Lotus Plate₹950.00',
      'Royal Gold Dot Mandala₹2,400.00',
    ]);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('3 suggestions');
  });

  it('moves through the options with the arrow keys, wrapping, and names the active one on the field', async () => {
    await typeWords('mandla');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
  });

  it('opens the active option on Enter', async () => {
    await typeWords('mandla');
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter').defaultPrevented).toBe(true);
    expect(where).toBe('/products/p1');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a category from the list', async () => {
    await typeWords('mandla');
    press('ArrowDown');
    press('Enter');
    expect(where).toBe('/products?category=mandala');
  });

  it('submits the typed search on Enter when no option is active', async () => {
    await typeWords('mandla');
    const enter = press('Enter');
    expect(enter.defaultPrevented).toBe(false);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(where).toBe('/products?search=mandla');
  });

  it('closes on Escape without clearing the field, and opens again with ArrowDown', async () => {
    await typeWords('mandla');
    press('ArrowDown');
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    expect(listbox()!.hidden).toBe(true);
    expect(field().value).toBe('mandla');
    // A second Escape on a closed list is the browser's own again.
    expect(press('Escape').defaultPrevented).toBe(false);
    press('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('asks nothing for fewer than two characters, and closes when the words shrink to that', async () => {
    await typeWords('ma');
    expect(asked).toHaveLength(1);
    field().value = 'm';
    act(() => {
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(asked).toHaveLength(1);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
