import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { ContactList } from './contact-list';
import { FeedbackList } from './feedback-list';
import { SubscribersList } from './subscribers-list';

const page = (data: unknown[], currentPage = 1, total = data.length) => ({
  success: true,
  data,
  pagination: {
    currentPage,
    totalPages: Math.max(1, Math.ceil(total / 20)),
    total,
    limit: 20,
    hasNextPage: currentPage * 20 < total,
    hasPrevPage: currentPage > 1,
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin lists', () => {
  it('say what would appear when empty', async () => {
    renderWithApi(
      <>
        <FeedbackList />
        <ContactList />
      </>,
      () => page([]),
    );
    expect(await screen.findByText(/No feedback yet/)).toBeTruthy();
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });

  it('show feedback with its rating and satisfaction, and page through', async () => {
    const { calls } = renderWithApi(<FeedbackList />, (call) =>
      page(
        [
          {
            _id: call.url.includes('page=2') ? 'f21' : 'f1',
            name: call.url.includes('page=2') ? 'Ravi' : 'Asha',
            email: 'asha@example.com',
            message: 'Lovely plate',
            starsRating: 4,
            satisfaction: 'Satisfied',
            createdAt: '2025-03-03T10:00:00.000Z',
          },
        ],
        call.url.includes('page=2') ? 2 : 1,
        21,
      ),
    );
    const entry = within(await screen.findByRole('article', { name: 'Asha' }));
    expect(entry.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(entry.getByText('Satisfied')).toBeTruthy();
    expect(entry.getByText('March 3, 2025 at 3:30 PM')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/feedback?page=1&limit=20');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Ravi' })).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/feedback?page=2&limit=20');
  });

  it('count confirmed subscribers only, with the date each confirmed, and say how many await confirmation', async () => {
    renderWithApi(<SubscribersList />, () => ({
      ...page(
        [
          {
            _id: 's1',
            email: 'plain@example.com',
            source: 'landing',
            confirmedAt: '2025-03-02T10:00:00.000Z',
            createdAt: '2025-03-01T10:00:00.000Z',
          },
        ],
        1,
        1,
      ),
      awaitingConfirmation: 3,
    }));
    expect(await screen.findByRole('heading', { name: /^Newsletter subscribers\s*\(1\)$/ })).toBeTruthy();
    expect(
      screen.getByText(
        '3 addresses await confirmation: not counted, listed or exported until the owner uses the link we mailed.',
      ),
    ).toBeTruthy();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /plain@example.com/ });
    expect(within(row).getByText('Landing page')).toBeTruthy();
    expect(within(row).getByText('March 2, 2025 at 3:30 PM')).toBeTruthy();
  });

  it('say what would appear when there are no confirmed subscribers yet', async () => {
    renderWithApi(<SubscribersList />, () => ({ ...page([]), awaitingConfirmation: 1 }));
    expect(await screen.findByText(/appear here once their owners confirm them/)).toBeTruthy();
    expect(screen.getByText(/^1 address awaits confirmation/)).toBeTruthy();
  });

  it('export the subscribers as a file, fetched with the bearer token', async () => {
    localStorage.setItem('kala.token', 'admin-token');
    renderWithApi(<SubscribersList />, () => ({
      ...page([
        {
          _id: 's1',
          email: 'plain@example.com',
          source: 'footer',
          confirmedAt: '2025-03-02T10:00:00.000Z',
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      ]),
      awaitingConfirmation: 0,
    }));
    expect((await screen.findAllByText('plain@example.com')).length).toBeGreaterThan(0);

    const csvFetch = vi.fn(
      async () =>
        new Response('Email\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="kala-newsletter-subscribers-2025-03-10.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', csvFetch);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['kala-newsletter-subscribers-2025-03-10.csv']));
    expect(csvFetch).toHaveBeenCalledWith('/api/admin/newsletter.csv', {
      headers: { Accept: 'text/csv', Authorization: 'Bearer admin-token' },
    });
    click.mockRestore();
  });
});
