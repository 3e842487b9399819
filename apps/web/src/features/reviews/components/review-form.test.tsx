import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownReview, renderWithApi, signIn, type Call } from '../testing/review-fixtures';
import { ReviewForm, type ReviewTarget } from './review-form';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const photoFile = (name: string, type = 'image/jpeg') => new File(['bytes'], name, { type });

/**
 * Renders the form with the API answering `answer`, and the photos endpoint (multipart, which the shared stub does
 * not read) answering each photo with an id of its own.
 */
function renderForm(target: ReviewTarget, answer: (call: Call) => unknown = () => ({ success: true, data: {} })) {
  const onSaved = vi.fn();
  const onDeleted = vi.fn();
  const view = renderWithApi(
    <ReviewForm target={target} onSaved={onSaved} onDeleted={onDeleted} onCancel={() => {}} />,
    answer,
  );
  const json = globalThis.fetch;
  let photo = 0;
  const uploads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body instanceof FormData) {
        photo += 1;
        uploads.push(url);
        const data = { id: `ph${photo}`, url: `/uploads/reviews/ph${photo}.webp`, width: 800, height: 600 };
        return new Response(JSON.stringify({ success: true, data }), { status: 201 });
      }
      return json(url, init);
    }),
  );
  return { ...view, onSaved, onDeleted, uploads };
}

const create: ReviewTarget = { kind: 'create', productId: 'p1', orderItemId: 'i1' };

describe('the review form', () => {
  it("says what is missing, in the contract's words, before anything is sent", async () => {
    const { calls } = renderForm(create);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Please give your review a title')).toBeTruthy();
    expect(screen.getByText('Please write your review')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Review must be at least 10 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Lovely <script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Please write plain text: HTML tags are not allowed')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('counts the characters of the title and the text as they are typed', () => {
    renderForm(create);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Beautiful' } });
    expect(screen.getByText('9/100 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Twelve chars' } });
    expect(screen.getByText(/^12\/2000 characters \(at least 10\)/)).toBeTruthy();
  });

  it('offers the stars as one radio group the keyboard moves through, with each choice named', () => {
    renderForm(create);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label') ?? s.closest('label')?.textContent)).toEqual([
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very good',
      '5 stars, Excellent',
    ]);
    // One name: the browser's arrow keys move between them and Tab stops once.
    expect(new Set(stars.map((s) => (s as HTMLInputElement).name)).size).toBe(1);
    expect(stars.every((s) => !(s as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars, Very good' }));
    expect((within(group).getByRole('radio', { name: '4 stars, Very good' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Very good')).toBeTruthy();
  });

  it('takes up to 3 photos, shows them with Remove, and publishes the review with their ids', async () => {
    const { calls, onSaved, uploads } = renderForm(create, () => ({
      status: 201,
      body: { success: true, message: 'Thank you! Your review is published.', data: ownReview({ id: 'new' }) },
    }));
    fireEvent.change(screen.getByLabelText('Add photos'), {
      target: { files: [photoFile('a.jpg'), photoFile('b.png', 'image/png'), photoFile('c.jpg'), photoFile('d.jpg')] },
    });
    expect(await screen.findByText('You can add up to 3 photos')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Photo 3' })).toBeTruthy();
    expect(uploads).toEqual(['/api/reviews/photos', '/api/reviews/photos', '/api/reviews/photos']);
    // Full: the picker is gone and the hint says why.
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    expect(screen.getByText('You have added 3 photos, the most a review can have.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByLabelText('Add photos')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add photos'), {
      target: { files: [photoFile('notes.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('File must be an image')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Glows in the evening light ' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The mirrors catch the lamp light.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Thank you! Your review is published.', expect.anything()),
    );
    expect(calls.at(-1)).toEqual({
      url: '/api/reviews',
      method: 'POST',
      body: {
        productId: 'p1',
        orderItemId: 'i1',
        rating: 5,
        title: 'Glows in the evening light',
        text: 'The mirrors catch the lamp light.',
        photoIds: ['ph1', 'ph3'],
      },
    });
  });

  it("shows the server's refusal", async () => {
    renderForm(create, () => ({
      status: 409,
      body: { success: false, message: 'You have already reviewed this piece. You can edit your review instead.' },
    }));
    fireEvent.click(screen.getByRole('radio', { name: '3 stars, Good' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Nice' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Nice piece for the hall.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already reviewed this piece. You can edit your review instead.',
    );
  });

  it('edits the own review (its photos kept) and deletes it after asking', async () => {
    const review = ownReview({
      id: 'r9',
      photos: [{ id: 'old', url: '/uploads/reviews/old.webp', width: 800, height: 600 }],
    });
    const { calls, onSaved, onDeleted } = renderForm({ kind: 'edit', review }, ({ method }) =>
      method === 'DELETE'
        ? { success: true, message: 'Your review was deleted' }
        : { success: true, message: 'Your review was updated', data: review },
    );
    expect((screen.getByRole('radio', { name: '4 stars, Very good' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lovely on our wall');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Even better a month on' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Your review was updated', review));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/reviews/r9',
      method: 'PATCH',
      body: { rating: 4, title: 'Even better a month on', photoIds: ['old'] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete review' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Your review was deleted'));
    expect(calls.at(-1)).toMatchObject({ url: '/api/reviews/r9', method: 'DELETE' });
  });
});
