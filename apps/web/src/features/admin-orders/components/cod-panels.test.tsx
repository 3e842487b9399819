import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { COD_MESSAGES, type OrderRisk } from '@kala/contract/cod';
import { renderWithApi, type Call } from '../../../testing/render-with-api';
import { useAdminOrder } from '../api/get-admin-order';
import { CodConfirmationPanel } from './cod-confirmation-panel';
import { RiskPanel } from './risk-panel';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Confirmation = NonNullable<AdminOrderDetail['codConfirmation']>;

const AWAITING: Confirmation = {
  awaiting: true,
  // 4:00 PM in India.
  confirmBy: '2025-07-14T10:30:00.000Z',
  confirmedAt: null,
  confirmedVia: null,
  advance: 0,
  advancePaid: false,
};

const RISK: OrderRisk = {
  tier: 'medium',
  score: 35,
  reasons: ['No house or flat number in the address', 'Very short address', 'New account'],
  override: null,
  overrideNote: null,
};

/** What the COD panels read of the admin's order (the rest of the detail plays no part here). */
const order = (change: Partial<AdminOrderDetail> = {}) =>
  ({
    _id: 'o1',
    orderNumber: 'KALA-100001',
    orderStatus: 'pending',
    paymentMethod: 'cash_on_delivery',
    codConfirmation: AWAITING,
    risk: RISK,
    ...change,
  }) as AdminOrderDetail;

/** The order page's part under test: the panel fed by the admin's order query, as the route page does. */
function ConfirmationOnPage() {
  const query = useAdminOrder('o1');
  return query.data ? <CodConfirmationPanel order={query.data} /> : null;
}

const panel = (name: string) => within(screen.getByRole('region', { name }));
const posts = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe("a COD order's confirmation on the admin order page", () => {
  it('says it awaits confirmation, until when in India time, and that it cannot ship until then', () => {
    renderWithApi(<CodConfirmationPanel order={order()} />);
    const card = panel('Cash on delivery confirmation');
    expect(card.getByText('Awaiting confirmation')).toBeTruthy();
    expect(card.getByRole('status').textContent).toMatch(
      /It cannot be shipped until the shopper confirms it.*Unconfirmed by July 14, 2025, 4:00\sPM India time, it is cancelled/,
    );
    expect(card.getByRole('button', { name: 'Mark confirmed by phone' })).toBeTruthy();
  });

  it('asks for a note of the call, sends it, and then shows the order confirmed by phone', async () => {
    let confirmed = false;
    const { calls } = renderWithApi(<ConfirmationOnPage />, (call) => {
      if (call.method === 'POST') {
        confirmed = true;
        return { success: true, data: {}, message: 'Order confirmed' };
      }
      return {
        success: true,
        data: order(
          confirmed
            ? {
                orderStatus: 'confirmed',
                codConfirmation: {
                  ...AWAITING,
                  awaiting: false,
                  confirmedAt: '2025-07-13T05:35:00.000Z',
                  confirmedVia: 'phone',
                },
              }
            : {},
        ),
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark confirmed by phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark confirmed by phone' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    expect(dialog.getByText(COD_MESSAGES.noteRequired)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Note on the call (required)'), {
      target: { value: 'Called at 11:05, she wants it' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      { url: '/api/orders/admin/o1/confirm', method: 'POST', body: { note: 'Called at 11:05, she wants it' } },
    ]);
    const card = panel('Cash on delivery confirmation');
    expect(card.getByRole('status').textContent).toMatch(
      /^Confirmed by the store, by phone on July 13, 2025, 11:05\sAM India time$/,
    );
    expect(card.queryByRole('button', { name: 'Mark confirmed by phone' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderWithApi(<CodConfirmationPanel order={order()} />, () => ({
      status: 409,
      body: { success: false, message: COD_MESSAGES.alreadyConfirmed },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark confirmed by phone' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Note on the call (required)'), { target: { value: 'Called' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(COD_MESSAGES.alreadyConfirmed);
  });

  it('shows how a confirmed order was confirmed, and whether its advance is paid', () => {
    renderWithApi(
      <CodConfirmationPanel
        order={order({
          orderStatus: 'confirmed',
          codConfirmation: {
            ...AWAITING,
            awaiting: false,
            confirmedAt: '2025-07-13T05:35:00.000Z',
            confirmedVia: 'link',
            advance: 100,
            advancePaid: false,
          },
        })}
      />,
    );
    const card = panel('Cash on delivery confirmation');
    expect(card.getByRole('status').textContent).toMatch(
      /^Confirmed by the shopper, from the link in the mail or message on July 13, 2025, 11:05\sAM India time$/,
    );
    expect(card.getByText(/Advance ₹100.00:/).textContent).toContain('Advance ₹100.00: not paid');
    expect(card.queryByRole('button')).toBeNull();
  });

  it('shows nothing for an order without a COD confirmation', () => {
    renderWithApi(<CodConfirmationPanel order={order({ codConfirmation: undefined })} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe("a COD order's risk on the admin order page", () => {
  it('shows the tier in words, the score and the reasons', () => {
    renderWithApi(<RiskPanel order={order()} />);
    const card = panel('COD risk');
    expect(card.getByText('Medium risk')).toBeTruthy();
    expect(card.getByText('Score 35 of 100 at checkout')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(RISK.reasons);
  });

  it("shows the owner's override with its reason beside the tier worked out at checkout", () => {
    renderWithApi(
      <RiskPanel order={order({ risk: { ...RISK, override: 'low', overrideNote: 'Known customer, paid twice' } })} />,
    );
    const card = panel('COD risk');
    expect(card.getByText('Low risk')).toBeTruthy();
    expect(card.getByText('Score 35 of 100 at checkout, worked out as Medium risk')).toBeTruthy();
    expect(card.getByText(/Set by the store:/).parentElement?.textContent).toBe(
      'Set by the store: Known customer, paid twice',
    );
  });

  it('overrides the tier only with a reason', async () => {
    const { calls } = renderWithApi(<RiskPanel order={order()} />, () => ({
      success: true,
      data: { tier: 'low' },
      message: 'Risk tier overridden',
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Override tier' }));
    const form = within(screen.getByRole('form', { name: 'Override tier' }));
    fireEvent.change(form.getByLabelText('New tier'), { target: { value: 'low' } });
    fireEvent.click(form.getByRole('button', { name: 'Save tier' }));
    expect(form.getByText('Please say why')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(form.getByLabelText('Reason (required)'), { target: { value: 'Known customer' } });
    fireEvent.click(form.getByRole('button', { name: 'Save tier' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { url: '/api/orders/admin/o1/risk', method: 'PUT', body: { tier: 'low', note: 'Known customer' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Override tier' })).toBeNull());
  });

  it('shows nothing for an order without a tier', () => {
    renderWithApi(<RiskPanel order={order({ risk: null })} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
