import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COD_POLICY, type CodSettingsView } from '@kala/contract/cod';
import { renderWithApi, type Call } from '../../../testing/render-with-api';
import { CodSettingsPanel } from './cod-settings-panel';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (change: Partial<CodSettingsView> = {}): CodSettingsView => ({
  policy: DEFAULT_COD_POLICY,
  lists: [],
  confirmHours: 24,
  ...change,
});

/** The settings API: GET answers `current`; a write answers what `write` makes of it (the new view by default). */
function api(current: CodSettingsView, write: (call: Call) => unknown = () => ({ success: true, data: current })) {
  return (call: Call) => (call.method === 'GET' ? { success: true, data: current } : write(call));
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save cash on delivery settings' }));
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('the cash on delivery policy', () => {
  it('shows the confirmation window of the server, read-only, and explains the tiers with the thresholds', async () => {
    renderWithApi(<CodSettingsPanel />, api(view({ confirmHours: 36 })));
    const ask = await screen.findByRole('checkbox', { name: /Ask shoppers to confirm COD orders/ });
    expect((ask as HTMLInputElement).checked).toBe(true);
    expect(ask.closest('label')?.textContent).toContain('Unconfirmed after 36 hours, it is cancelled');
    expect(screen.getByText(/0 to 29 is low, 30 to 59 medium, 60 and above high/)).toBeTruthy();
    expect(screen.getByText('What the score counts')).toBeTruthy();
    expect(screen.getByText('A phone that cannot be an Indian mobile number')).toBeTruthy();
  });

  it('refuses thresholds out of order and too big a discount before asking the server', async () => {
    const { calls } = renderWithApi(<CodSettingsPanel />, api(view()));
    await screen.findByLabelText('Medium from');
    fireEvent.change(field('Medium from'), { target: { value: '70' } });
    fireEvent.change(field('Prepaid discount (%)'), { target: { value: '50' } });
    save();
    expect(await screen.findByText('High from must be above medium from')).toBeTruthy();
    expect(screen.getByText('Prepaid discount must be at most 20%')).toBeTruthy();
    expect(field('High from').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('High from'), { target: { value: '' } });
    save();
    expect(await screen.findByText('High from must be 1 to 100')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('saves the whole policy: an advance of a fixed amount, a ceiling, a discount and no discount ceiling', async () => {
    const { calls } = renderWithApi(
      <CodSettingsPanel />,
      api(view({ policy: { ...DEFAULT_COD_POLICY, prepaidDiscountCeilingRupees: 150 } })),
    );
    await screen.findByLabelText('Medium from');
    expect(screen.queryByLabelText('Fixed amount (₹)')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /A part paid online first/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'A fixed amount' }));
    fireEvent.change(field('Fixed amount (₹)'), { target: { value: '250' } });
    fireEvent.change(field('COD ceiling (₹, optional)'), { target: { value: '15000' } });
    fireEvent.change(field('Prepaid discount (%)'), { target: { value: '5' } });
    fireEvent.change(field('Prepaid discount ceiling (₹, optional)'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Offer cash on delivery/ }));
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      url: '/api/admin/settings/cod',
      method: 'PUT',
      body: {
        ...DEFAULT_COD_POLICY,
        enabled: false,
        mediumTier: 'advance',
        advanceKind: 'fixed',
        advanceRupees: 250,
        ceilingRupees: 15000,
        prepaidDiscountPercent: 5,
        prepaidDiscountCeilingRupees: null,
      },
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    renderWithApi(
      <CodSettingsPanel />,
      api(view(), () => ({
        status: 400,
        body: {
          success: false,
          message: 'COD ceiling must be at most ₹10,00,000.00',
          errors: [{ path: 'ceilingRupees', message: 'COD ceiling must be at most ₹10,00,000.00' }],
        },
      })),
    );
    await screen.findByLabelText('Medium from');
    save();
    const ceiling = await waitFor(() => {
      const input = field('COD ceiling (₹, optional)');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input;
    });
    const error = document.getElementById(ceiling.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('COD ceiling must be at most ₹10,00,000.00');
  });
});

describe('the block and allow lists', () => {
  it('checks the value, then adds a phone as its ten digits, and shows the list the server answers', async () => {
    const listed = view({ lists: [{ kind: 'phone', value: '9829000001', list: 'block', note: 'Refused 3 parcels' }] });
    const { calls } = renderWithApi(
      <CodSettingsPanel />,
      api(view(), () => ({ success: true, data: listed })),
    );
    const form = within(await screen.findByRole('form', { name: 'Add to a list' }));
    expect(screen.getByText('No PIN code or phone number is on a list.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('PIN code'), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to the list' }));
    expect(await form.findByText('Please enter a valid 6-digit postcode')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(form.getByLabelText('What'), { target: { value: 'phone' } });
    fireEvent.change(form.getByLabelText('Mobile number'), { target: { value: '+91 98290 00001' } });
    fireEvent.change(form.getByLabelText('Note (optional)'), { target: { value: 'Refused 3 parcels' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      url: '/api/admin/settings/cod/lists',
      method: 'PUT',
      body: { kind: 'phone', value: '9829000001', list: 'block', note: 'Refused 3 parcels' },
    });
    const table = within(await screen.findByRole('table', { name: 'PIN codes and phone numbers on the COD lists' }));
    const row = within(table.getAllByRole('row')[1]!);
    expect(row.getByText('9829000001')).toBeTruthy();
    expect(row.getByText('Blocked: no COD')).toBeTruthy();
    expect(row.getByText('Refused 3 parcels')).toBeTruthy();
  });

  it('removes an entry with its own Remove button', async () => {
    const { calls } = renderWithApi(
      <CodSettingsPanel />,
      api(
        view({
          lists: [
            { kind: 'pincode', value: '302001', list: 'allow', note: null },
            { kind: 'phone', value: '9829000001', list: 'block', note: null },
          ],
        }),
        () => ({
          success: true,
          data: view({ lists: [{ kind: 'phone', value: '9829000001', list: 'block', note: null }] }),
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove PIN code 302001 from the allow list' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { url: '/api/admin/settings/cod/lists/pincode/302001', method: 'DELETE', body: undefined },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('302001')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Phone 9829000001 from the block list' })).toBeTruthy();
  });

  it("says why a removal failed, in the server's words", async () => {
    renderWithApi(
      <CodSettingsPanel />,
      api(view({ lists: [{ kind: 'pincode', value: '302001', list: 'block', note: null }] }), () => ({
        status: 404,
        body: { success: false, message: 'List entry not found' },
      })),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Remove PIN code 302001/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('List entry not found');
  });
});
