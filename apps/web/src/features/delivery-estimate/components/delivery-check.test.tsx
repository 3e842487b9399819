import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PINCODE_STORAGE_KEY, type DeliveryEstimate } from '@kala/contract/delivery-estimate';
import { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';
import DeliveryCheck from './delivery-check';
import { DeliveryCheckLoader } from './delivery-check-loader';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const piece = { productId: 'p1', sizeId: 's1' };

const estimate = (change: Partial<DeliveryEstimate> = {}): DeliveryEstimate => ({
  pincode: '302017',
  deliverable: true,
  message: null,
  place: { city: 'Jaipur', state: 'Rajasthan' },
  zone: 'local',
  estimate: {
    earliest: '2026-12-14',
    latest: '2026-12-17',
    text: 'Get it by Mon, 14 Dec - Thu, 17 Dec',
    handlingDays: { min: 7, max: 10 },
    transitDays: { min: 4, max: 4 },
    courierName: 'Standard Surface',
    countsToday: true,
    cutoffHour: 14,
    festivalSeason: false,
  },
  faster: null,
  cod: { available: true, message: null, charge: 40 },
  shipping: { charge: 99, freeAbove: 999, freeForThisPiece: true },
  ...change,
});

/** The API: estimates for any PIN code (not deliverable for 999999), and the saved PIN code. */
function api(saved: string | null = null) {
  return (call: Call) => {
    if (call.url.startsWith('/api/delivery-estimate?')) {
      const pin = new URL(call.url, 'http://x').searchParams.get('pin')!;
      return pin === '999999'
        ? {
            success: true,
            data: estimate({
              pincode: pin,
              deliverable: false,
              message: 'No shipping rates found for this location.',
              place: null,
              zone: null,
              estimate: null,
              shipping: null,
              cod: { available: false, message: null, charge: 40 },
            }),
          }
        : { success: true, data: estimate({ pincode: pin }) };
    }
    if (call.url === '/api/delivery-estimate/pincode') {
      return {
        success: true,
        data: { pincode: call.method === 'PUT' ? (call.body as { pincode: string }).pincode : saved },
      };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
}

const field = () => screen.getByRole('textbox', { name: 'PIN code' }) as HTMLInputElement;
function check(pin: string) {
  fireEvent.change(field(), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('the PIN field', () => {
  it('answers in place: the dates, cash on delivery and the free-shipping rule', async () => {
    const { calls } = renderWithApi(<DeliveryCheck pieces={[piece]} />, api());
    check('302017');
    expect(await screen.findByText('Get it by Mon, 14 Dec - Thu, 17 Dec')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('to Jaipur');
    expect(status.textContent).toContain('Order before 2 pm today for these dates.');
    expect(status.textContent).toContain('Cash on delivery available (COD charge ₹40.00)');
    expect(status.textContent).toContain('Free shipping on this piece');
    expect(calls[0]!.url).toBe('/api/delivery-estimate?pin=302017&productId=p1&sizeId=s1');
  });

  it("says so when nobody delivers there, and refuses a malformed PIN code with the spec's words", async () => {
    const { calls } = renderWithApi(<DeliveryCheck pieces={[piece]} />, api());
    check('12345');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit postcode');
    expect(calls).toHaveLength(0);
    check('999999');
    expect(await screen.findByText('No shipping rates found for this location.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('remembers the PIN code on the device and answers for it on the next visit', async () => {
    const first = renderWithApi(<DeliveryCheck pieces={[piece]} />, api());
    check('400001');
    await screen.findByText('Get it by Mon, 14 Dec - Thu, 17 Dec');
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('400001');
    first.unmount();

    const again = renderWithApi(<DeliveryCheck pieces={[piece]} />, api());
    expect(field().value).toBe('400001');
    expect(await screen.findByText('Get it by Mon, 14 Dec - Thu, 17 Dec')).toBeTruthy();
    expect(again.calls.map((c) => c.url)).toEqual(['/api/delivery-estimate?pin=400001&productId=p1&sizeId=s1']);
  });

  it("starts a signed-in shopper's new device with their saved PIN code and saves the one they check", async () => {
    signIn();
    const { calls } = renderWithApi(<DeliveryCheck pieces={[piece]} />, api('560034'));
    await waitFor(() => expect(field().value).toBe('560034'));
    expect(await screen.findByText('Get it by Mon, 14 Dec - Thu, 17 Dec')).toBeTruthy();
    check('302017');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && (c.body as { pincode: string }).pincode === '302017')).toBe(true),
    );
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('302017');
  });

  it("takes the cart's pieces together: the slowest piece's dates and the cart's free-shipping rule", async () => {
    const slow = { productId: 'p2', sizeId: 's2' };
    renderWithApi(<DeliveryCheck pieces={[piece, slow]} orderValue={800} />, (call) =>
      call.url.includes('productId=p2')
        ? {
            success: true,
            data: estimate({ estimate: { ...estimate().estimate!, earliest: '2026-12-21', latest: '2026-12-24' } }),
          }
        : api()(call),
    );
    check('302017');
    expect(await screen.findByText('Get it by Mon, 21 Dec - Thu, 24 Dec')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Free shipping on orders above ₹999.00 (this cart: ₹800.00)',
    );
  });

  it('loads its code from the placeholder, which has the same labelled field', async () => {
    renderWithApi(<DeliveryCheckLoader pieces={[piece]} />, api());
    expect(field()).toBeTruthy();
    check('302017');
    expect(await screen.findByText('Get it by Mon, 14 Dec - Thu, 17 Dec')).toBeTruthy();
  });

  it('keeps what was typed in the placeholder while the code loads, and the focus', async () => {
    renderWithApi(<DeliveryCheckLoader pieces={[piece]} />, api());
    const placeholder = field();
    placeholder.focus();
    fireEvent.change(placeholder, { target: { value: '302017' } });
    // The real field replaces the placeholder with the same PIN code in it, focused, not yet checked.
    await waitFor(() => expect(field()).not.toBe(placeholder));
    expect(field().value).toBe('302017');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByText(/Get it by/)).toBeNull();
  });

  it('keeps a PIN code typed into the server-rendered field before the page hydrated (no change event reached React)', async () => {
    renderWithApi(<DeliveryCheckLoader pieces={[piece]} />, api());
    const placeholder = field();
    // What a browser does with keys before React listens: the value changes, React hears nothing.
    placeholder.value = '400001';
    await waitFor(() => expect(field()).not.toBe(placeholder));
    expect(field().value).toBe('400001');
  });
});
