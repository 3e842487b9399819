import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GST_MESSAGES, type TaxSettingsView } from '@kala/contract/gst';
import { renderWithApi } from '../../../testing/render-with-api';
import { TaxSettingsForm } from './tax-settings-form';

const view = (change: Partial<TaxSettingsView['settings']> = {}): TaxSettingsView => ({
  settings: {
    legalName: 'Kala Crafts LLP',
    tradeName: 'Kala',
    address: '12 MI Road, Jaipur 302001',
    stateCode: '08',
    registered: true,
    gstin: '08AAACK1234A1ZA',
    pan: null,
    pricesIncludeTax: false,
    ...change,
  },
  rates: [],
  pickup: { pincode: '302001', stateCode: '08', stateName: 'Rajasthan' },
});

afterEach(cleanup);

describe('TaxSettingsForm', () => {
  it('refuses a GSTIN with a wrong check character before asking the server', () => {
    const { calls } = renderWithApi(<TaxSettingsForm view={view()} />);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '08AAACK1234A1ZB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    expect(screen.getByText(GST_MESSAGES.gstinCheck)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says why it matters when the GSTIN is of another state than the pickup PIN code', () => {
    renderWithApi(<TaxSettingsForm view={view({ gstin: '27AAPFU0939F1ZV', stateCode: '27' })} />);
    const note = screen.getByRole('note').textContent;
    expect(note).toContain('The GSTIN is of Maharashtra, but parcels leave from PIN code 302001 in Rajasthan.');
    expect(note).toContain('CGST + SGST');
  });

  it('not registered: hides the GSTIN, asks for the PAN and says documents are a Bill of Supply', async () => {
    const { calls } = renderWithApi(<TaxSettingsForm view={view()} />, () => ({ success: true, data: view() }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Not registered for GST/ }));
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
    expect(screen.getByText(/Documents will be a Bill of Supply and no GST is charged/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    expect(screen.getByText(GST_MESSAGES.panRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'aapfu0939f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      registered: false,
      pan: 'AAPFU0939F',
      gstin: null,
    });
  });
});
