import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpButton } from './help-button';

/** A stand-in IntersectionObserver (jsdom has none): the test says which actions are in the floating area. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  readonly options: { rootMargin?: string };
  constructor(
    report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    options: { rootMargin?: string },
  ) {
    this.report = report;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  disconnect() {
    this.watched.clear();
  }
}

const aside = () => screen.getByRole('complementary', { name: 'Help' });

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/products/p1']}>
      <main id="main">
        <button type="button">Quick Order</button>
        <p>Handmade in Jaipur</p>
      </main>
      <HelpButton />
    </MemoryRouter>,
  );
  return FakeObserver.last!;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the floating 'Need help?' link", () => {
  it('rests in its place while an action lies where it would float, and floats once the way is clear', () => {
    const observer = renderPage();
    const quickOrder = screen.getByRole('button', { name: 'Quick Order' });
    // Every action of the page is watched, within the area at the bottom of the screen where the link floats.
    expect([...observer.watched]).toEqual([quickOrder]);
    expect(observer.options.rootMargin).toMatch(/^-?\d+px -?\d+px -?\d+px -?\d+px$/);
    expect(aside().className).not.toContain('sticky');

    act(() => observer.report([{ target: quickOrder, isIntersecting: true }]));
    act(() => void vi.advanceTimersByTime(1000));
    expect(aside().className).not.toContain('sticky');

    act(() => observer.report([{ target: quickOrder, isIntersecting: false }]));
    act(() => void vi.advanceTimersByTime(1000));
    expect(aside().className).toContain('sticky');

    // Back over an action: it stops floating at once.
    act(() => observer.report([{ target: quickOrder, isIntersecting: true }]));
    expect(aside().className).not.toContain('sticky');
    // And it is a link in the page all along, which a keyboard reaches.
    expect(screen.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/contact');
  });
});
