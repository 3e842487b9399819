import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COD_MESSAGES } from '@kala/contract/cod';
import { renderWithApi } from '../../../testing/render-with-api';
import { PaymentChoice } from './payment-choice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offered = { available: true, message: null, advance: 0, prepaidDiscount: 0, codCharges: 48 };

describe('the payment choice and cash on delivery (issue 25)', () => {
  it('shows the COD charge up front, on both cards, before the shopper chooses', () => {
    renderWithApi(<PaymentChoice value="razorpay" onChange={() => undefined} cod={offered} />);
    expect(screen.getByText('Pay when your order arrives. COD charge: ₹48.00, added to the total.')).toBeTruthy();
    expect(screen.getByText(/No COD charge \(you save ₹48.00\)/)).toBeTruthy();
  });

  it('withholds COD in one plain sentence, online payment a tap away', () => {
    const onChange = vi.fn();
    renderWithApi(
      <PaymentChoice
        value="razorpay"
        onChange={onChange}
        cod={{ ...offered, available: false, message: COD_MESSAGES.highRisk }}
      />,
    );
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(screen.getByText(COD_MESSAGES.highRisk)).toBeTruthy();
    fireEvent.click(cod);
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /Online Payment/ }) as HTMLInputElement).checked).toBe(true);
  });
});
