import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES } from '@kala/contract/admin-products';
import { renderWithApi, type Call } from '../../../testing/render-with-api';
import { emptyProduct, type ProductFormValues } from '../lib/product-form-values';
import { ProductForm } from './product-form';

/** Spec §5 Product form: the rules the form applies before asking the server, and what it sends. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProduct(),
  name: 'Lotus Dot Mandala',
  subtitles: 'Dot painting on wood',
  category: 'mandala',
  description: 'Hand-dotted lotus.',
  thumbnail: '/uploads/products/lotus.webp',
  ...overrides,
});

function renderForm(initialValues: ProductFormValues, answer?: (call: Call) => unknown) {
  const onSaved = vi.fn();
  const view = renderWithApi(
    <ProductForm initialValues={initialValues} onSaved={onSaved} />,
    answer ??
      ((call) =>
        call.url.includes('/creators')
          ? { success: true, data: [] }
          : { success: true, data: { _id: 'p1', ...(call.body as object) }, message: PRODUCT_MESSAGES.created }),
  );
  return { ...view, onSaved };
}

const createButton = () => screen.getByRole('button', { name: 'Create Product' });
const price = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('ProductForm', () => {
  it('keeps Create Product disabled while the name or the thumbnail is empty', () => {
    renderForm(emptyProduct());
    expect(disabled(createButton())).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lotus' } });
    expect(disabled(createButton())).toBe(true);
  });

  it('says the spec’s size message and sends nothing while a price is 0', async () => {
    const { calls } = renderForm(filled());
    fireEvent.click(createButton());
    expect(
      await screen.findAllByText(
        'Please fill in all required fields for each size (size name, original price, and discounted price)',
      ),
    ).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the rounded discount and the savings, and refuses a discounted price above the original', async () => {
    const { calls } = renderForm(filled());
    fireEvent.change(price('Original price (₹)'), { target: { value: '2500' } });
    fireEvent.change(price('Discounted price (₹)'), { target: { value: '1999' } });
    expect(await screen.findByText('20% off · saves ₹501.00')).toBeTruthy();
    fireEvent.change(price('Discounted price (₹)'), { target: { value: '2600' } });
    fireEvent.click(createButton());
    expect(await screen.findByText(PRODUCT_MESSAGES.discountAboveOriginal)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds a tag on Enter, trimmed, once, without submitting the form', async () => {
    const { calls } = renderForm(filled());
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: '  dot art  ' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'Dot Art' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove tag dot art' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tag Dot Art' })).toBeNull();
    expect(screen.getByText("'Dot Art' is already a tag")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('removes a size only while another is left', () => {
    renderForm(filled());
    expect(disabled(screen.getByRole('button', { name: 'Remove size 1' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Size' }));
    expect(disabled(screen.getByRole('button', { name: 'Remove size 1' }))).toBe(false);
    expect((screen.getAllByLabelText('Size')[1] as HTMLSelectElement).value).toBe('8 inch');
    fireEvent.click(screen.getByRole('button', { name: 'Remove size 2' }));
    expect(screen.queryByRole('button', { name: 'Remove size 2' })).toBeNull();
  });

  it('sends the checked product with numbers, and reports the save', async () => {
    const { calls, onSaved } = renderForm(filled({ ratings: '4.5' }));
    fireEvent.change(price('Original price (₹)'), { target: { value: '2500' } });
    fireEvent.change(price('Discounted price (₹)'), { target: { value: '1999.50' } });
    fireEvent.change(screen.getByLabelText('Stock (optional)'), { target: { value: '3' } });
    fireEvent.click(createButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/products');
    expect(post?.body).toMatchObject({
      name: 'Lotus Dot Mandala',
      category: 'mandala',
      ratings: 4.5,
      isActive: true,
      creatorId: null,
      sizes: [
        {
          size: '6 inch',
          originalPrice: 2500,
          discountedPrice: 1999.5,
          stock: 3,
          estimatedDelivery: '7-10 working days',
        },
      ],
    });
    expect(onSaved.mock.calls[0]?.[1]).toBe('Product created successfully!');
  });

  it('sends the optional Hindi name, subtitle and short description, blank ones as null', async () => {
    const { calls, onSaved } = renderForm(filled());
    fireEvent.change(price('Original price (₹)'), { target: { value: '2500' } });
    fireEvent.change(price('Discounted price (₹)'), { target: { value: '1999' } });
    fireEvent.change(screen.getByLabelText('Name in Hindi'), { target: { value: 'डॉट मंडला कमल प्लेट' } });
    fireEvent.change(screen.getByLabelText('Short description in Hindi'), { target: { value: 'हाथ से बना' } });
    expect((screen.getByLabelText('Subtitle in Hindi') as HTMLInputElement).value).toBe('');
    fireEvent.click(createButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      nameHi: 'डॉट मंडला कमल प्लेट',
      subtitlesHi: null,
      descriptionHi: 'हाथ से बना',
      productDescriptionHi: null,
    });
    expect(screen.getByText('Detailed description in Hindi')).toBeTruthy();
  });

  it('shows the server’s refusal, and the spec’s fallback when the server fails', async () => {
    let status = 400;
    renderForm(
      filled({ sizes: [{ ...emptyProduct().sizes[0]!, originalPrice: '100', discountedPrice: '90' }] }),
      (call) =>
        call.url.includes('/creators')
          ? { success: true, data: [] }
          : { status, body: { success: false, message: 'That artist does not exist' } },
    );
    fireEvent.click(createButton());
    expect(await screen.findByText('That artist does not exist')).toBeTruthy();
    status = 500;
    fireEvent.click(createButton());
    expect(await screen.findByText(PRODUCT_MESSAGES.saveFailed)).toBeTruthy();
  });
});
