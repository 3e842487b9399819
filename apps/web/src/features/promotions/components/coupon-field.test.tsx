import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeOutcome } from '@kala/contract/promotions';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { CouponField } from './coupon-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const outcome = (over: Partial<CodeOutcome>): CodeOutcome => ({
  code: 'DIWALI10',
  applied: true,
  message: null,
  discount: 300,
  freeShipping: false,
  summary: '10% off, up to ₹300',
  note: null,
  totalBefore: 4720,
  totalAfter: 4366,
  ...over,
});

describe('the coupon code field (issue 27)', () => {
  it('applies a code and shows its discount and the total with it; Remove takes it off', async () => {
    signIn();
    let saved: CodeOutcome | null = null;
    const { calls } = renderWithApi(<CouponField showTotals />, (call) => {
      if (call.method === 'PUT') saved = outcome({});
      if (call.method === 'DELETE') saved = null;
      return { success: true, data: call.method === 'PUT' ? saved : { coupon: saved } };
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), { target: { value: 'diwali10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('−₹300.00')).toBeTruthy();
    expect(screen.getByText('Total with the code')).toBeTruthy();
    expect(screen.getByText('₹4,366.00')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ code: 'diwali10' });
    fireEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy());
  });

  it('says why a saved code does not apply, in plain words', async () => {
    signIn();
    renderWithApi(<CouponField />, () => ({
      success: true,
      data: {
        coupon: outcome({ applied: false, discount: 0, message: 'This code needs an order of ₹1,500 or more' }),
      },
    }));
    expect(await screen.findByText('This code needs an order of ₹1,500 or more')).toBeTruthy();
  });

  it("shows the server's refusal of an unknown code by the field", async () => {
    signIn();
    renderWithApi(<CouponField />, (call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: { success: false, message: "We don't recognise this code. Please check it and try again" },
          }
        : { success: true, data: { coupon: null } },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), { target: { value: 'NOPE1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("We don't recognise this code. Please check it and try again")).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBe('true');
  });
});
