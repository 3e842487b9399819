import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COD_MESSAGES } from '@kala/contract/cod';
import type { Order } from '@kala/contract/orders';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { waiting } from '../testing/cod-confirmation-fixtures';
import { ConfirmByLink } from './confirm-by-link';
import { ConfirmOrderPanel } from './confirm-order-panel';

const TOKEN = 'A'.repeat(50);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the COD confirmation link page', () => {
  it('shows the order and its deadline without acting, then confirms with the button', async () => {
    const { calls } = renderWithApi(<ConfirmByLink token={TOKEN} />, (call) =>
      call.method === 'GET'
        ? { success: true, data: waiting }
        : {
            success: true,
            data: { ...waiting, status: 'confirmed', awaiting: false },
            message: COD_MESSAGES.confirmed,
          },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Asha, please confirm your order' }),
    ).toBeTruthy();
    expect(screen.getByText(/Terracotta Diya Set/)).toBeTruthy();
    expect(screen.getByText('Total to pay on delivery: ₹1,048.00')).toBeTruthy();
    expect(screen.getByText('Sat, 28 Nov, 11:30 am')).toBeTruthy();
    expect(calls.map((c) => c.method)).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your order is confirmed' });
    expect(calls.at(-1)).toEqual({ url: `/api/orders/confirm/${TOKEN}/confirm`, method: 'POST', body: undefined });
    expect(document.activeElement).toBe(heading);
  });

  it('asks before cancelling, then says the order is cancelled', async () => {
    const { calls } = renderWithApi(<ConfirmByLink token={TOKEN} />, (call) =>
      call.method === 'GET'
        ? { success: true, data: waiting }
        : {
            success: true,
            data: { ...waiting, status: 'cancelled', awaiting: false },
            message: COD_MESSAGES.cancelled,
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This order is cancelled' })).toBeTruthy();
    expect(calls.at(-1)?.url).toBe(`/api/orders/confirm/${TOKEN}/cancel`);
    expect(screen.getByRole('status').textContent).toBe(COD_MESSAGES.cancelled);
  });

  it("says so when the link is expired or used, and the server's word when a tap is refused", async () => {
    renderWithApi(<ConfirmByLink token={TOKEN} />, () => ({
      status: 410,
      body: { success: false, message: COD_MESSAGES.linkExpired },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(COD_MESSAGES.linkExpired);
    cleanup();

    renderWithApi(<ConfirmByLink token={TOKEN} />, (call) =>
      call.method === 'GET'
        ? { success: true, data: waiting }
        : { status: 409, body: { success: false, message: COD_MESSAGES.linkUsed } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COD_MESSAGES.linkUsed);
  });

  it('asks for the advance instead of a tap when one is due', async () => {
    renderWithApi(<ConfirmByLink token={TOKEN} />, () => ({ success: true, data: { ...waiting, advanceDue: 150 } }));
    expect(await screen.findByText(/₹150.00 is paid online now to confirm the order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
  });
});

describe("the order page's confirmation ask", () => {
  const order = {
    _id: 'o1',
    codConfirmation: {
      awaiting: true,
      confirmBy: '2026-11-28T06:00:00.000Z',
      confirmedAt: null,
      confirmedVia: null,
      advance: 0,
      advancePaid: false,
    },
  } as unknown as Order;

  it("confirms the shopper's own order and tells the page to refresh", async () => {
    signIn();
    const onConfirmed = vi.fn();
    const { calls } = renderWithApi(<ConfirmOrderPanel order={order} onConfirmed={onConfirmed} />, () => ({
      success: true,
      data: {},
    }));
    expect(screen.getByRole('heading', { name: 'Please confirm your order' })).toBeTruthy();
    expect(screen.getByText('Sat, 28 Nov, 11:30 am')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/api/orders/o1/confirm', method: 'POST', body: undefined }]);
  });

  it('shows nothing for an order that does not wait', () => {
    renderWithApi(
      <ConfirmOrderPanel order={{ ...order, codConfirmation: undefined } as Order} onConfirmed={() => undefined} />,
    );
    expect(screen.queryByRole('heading', { name: 'Please confirm your order' })).toBeNull();
  });
});
