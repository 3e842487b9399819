import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager, pageWindow, pagesAround } from './pager';

afterEach(cleanup);

// jsdom joins the hidden "Page " and the number without the space Chromium keeps, hence "Page ?" in the names below.

describe('the one pager of every list', () => {
  it('is not there when everything fits on one page', () => {
    render(<Pager label="Order pages" page={1} totalPages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns with Previous and Next and says where the reader is', () => {
    const onPage = vi.fn();
    render(<Pager label="Order pages" page={1} totalPages={3} onPage={onPage} />);
    const nav = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(nav.getByText('Page 1 of 3')).toBeTruthy();
    expect((nav.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(nav.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows the listing its first, last and neighbouring pages, the current one marked', () => {
    const onPage = vi.fn();
    render(<Pager label="Pages" numbers="around" page={5} totalPages={12} onPage={onPage} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(nav.getAllByRole('button', { name: /^Page ?\d+$/ }).map((b) => b.textContent)).toEqual([
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 12',
    ]);
    expect(nav.getByRole('button', { name: /^Page ?5$/ }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(nav.getByRole('button', { name: /^Page ?12$/ }));
    expect(onPage).toHaveBeenCalledWith(12);
  });

  it('gives the admin five numbers with First and Last, all waiting while a page loads', () => {
    const onPage = vi.fn();
    render(<Pager label="Product pages" numbers="window" page={9} totalPages={10} onPage={onPage} disabled />);
    const nav = within(screen.getByRole('navigation', { name: 'Product pages' }));
    expect(nav.getAllByRole('button', { name: /^Page ?\d+$/ }).map((b) => b.textContent)).toEqual([
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 9',
      'Page 10',
    ]);
    for (const button of nav.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(nav.getByRole('button', { name: 'First page' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Last page' })).toBeTruthy();
  });

  it('keeps its windows inside the pages there are', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesAround(1, 2)).toEqual([1, 2]);
    expect(pagesAround(2, 7)).toEqual([1, 2, 3, 'gap', 7]);
  });
});
