import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSelect, ListToolbar } from './list-toolbar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const STATUSES = [
  { value: 'all', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'shipped', label: 'Shipped' },
];

/** A list that keeps its search, status and page size as the admin's tabs do, and tells the test what it asked. */
function OrdersLike({
  onSearch,
  onStatus,
  onLimit,
}: {
  onSearch?: (s: string) => void;
  onStatus?: (s: string) => void;
  onLimit?: (n: number) => void;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [limit, setLimit] = useState(10);
  return (
    <ListToolbar
      heading={<h2>Orders</h2>}
      count={`12 orders${search ? ` matching “${search}”` : ''}`}
      actions={<button type="button">Export CSV</button>}
      search={{
        label: 'Search orders',
        landmark: 'Orders search',
        hint: 'Order number, phone, email or name',
        value: search,
        maxLength: 100,
        onSearch: (next) => {
          onSearch?.(next);
          setSearch(next);
        },
      }}
      filters={
        <ListSelect
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(next) => {
            onStatus?.(next);
            setStatus(next);
          }}
        />
      }
      pageSize={{
        label: 'Per page',
        sizes: [5, 10, 20, 50],
        value: limit,
        onChange: (next) => {
          onLimit?.(next);
          setLimit(next);
        },
      }}
    />
  );
}

describe('the one toolbar of every admin list', () => {
  it('labels every control and says how many the list holds', () => {
    render(<OrdersLike />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('12 orders').getAttribute('aria-live')).toBe('polite');
    const search = within(screen.getByRole('search', { name: 'Orders search' }));
    const box = search.getByRole('searchbox', { name: 'Search orders' });
    expect(box.getAttribute('maxLength')).toBe('100');
    expect(screen.getByText('Order number, phone, email or name').id).toBe(box.getAttribute('aria-describedby'));
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(Array.from(status.options, (o) => o.text)).toEqual(['All Orders', 'Pending', 'Shipped']);
    const perPage = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
    expect(Array.from(perPage.options, (o) => o.text)).toEqual(['5', '10', '20', '50']);
    expect(perPage.value).toBe('10');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('searches once typing pauses, not on each key, and keeps the space being typed', () => {
    const onSearch = vi.fn();
    render(<OrdersLike onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'jai' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'jaipur ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['jaipur']]);
    expect(screen.getByText('12 orders matching “jaipur”')).toBeTruthy();
    // The admin was about to type a second word: the pause did not eat the space.
    expect(box.value).toBe('jaipur ');
  });

  it('searches at once on Enter, from the keyboard, without waiting for the pause', () => {
    const onSearch = vi.fn();
    render(<OrdersLike onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: ' 98765 ' } });
    fireEvent.submit(box);
    expect(onSearch.mock.calls).toEqual([['98765']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('tells the list the filter and the page size chosen (a size as a number)', () => {
    const onStatus = vi.fn();
    const onLimit = vi.fn();
    render(<OrdersLike onStatus={onStatus} onLimit={onLimit} />);
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    fireEvent.change(status, { target: { value: 'shipped' } });
    expect(onStatus).toHaveBeenCalledWith('shipped');
    expect(status.value).toBe('shipped');
    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), { target: { value: '50' } });
    expect(onLimit).toHaveBeenCalledWith(50);
  });

  it('is reached with Tab in the order it reads: actions, search, filter, page size', () => {
    const { container } = render(<OrdersLike />);
    const focusable = Array.from(container.querySelectorAll<HTMLElement>('button, input, select, a[href]'));
    expect(focusable.every((element) => element.tabIndex === 0)).toBe(true);
    const name = (element: HTMLElement) =>
      (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent;
    expect(focusable.map(name)).toEqual(['Export CSV', 'Search orders', 'Status', 'Per page']);
  });

  it('leaves out what a list does not have, and announces the first count too', () => {
    const { rerender } = render(<ListToolbar heading={<h3>Contact messages</h3>} count={null} />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    rerender(<ListToolbar heading={<h3>Contact messages</h3>} count="3 messages" />);
    expect(document.querySelector('[aria-live="polite"]')).toBe(live);
    expect(live?.textContent).toBe('3 messages');
  });

  it('searches without a hint when the label says what it looks in', () => {
    render(
      <ListToolbar
        search={{
          label: 'Search by name or email',
          landmark: 'Users search',
          value: '',
          maxLength: 100,
          onSearch: vi.fn(),
        }}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });
});
