import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '@kala/contract/gifting';
import { EMPTY_GIFT, judgeGift, type GiftDraft } from '../lib/gift-form';
import { GiftOptions } from './gift-options';

afterEach(cleanup);

const buyer = { fullName: 'Asha Verma', phone: '98765 43210' };

function Harness({ wrap = true }: { wrap?: boolean }) {
  const [draft, setDraft] = useState<GiftDraft>(EMPTY_GIFT);
  return (
    <GiftOptions
      draft={draft}
      onChange={setDraft}
      errors={judgeGift(draft, buyer).errors}
      wrap={wrap ? { price: 50, pricesIncludeTax: false } : null}
      cashOnDelivery
    />
  );
}

describe('the checkout’s gift options (issue 27)', () => {
  it('open from one tick, count the message as it is typed and stop at 250', () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Gift message (optional)')).toBeNull();
    fireEvent.click(screen.getByLabelText('This order is a gift'));
    const message = screen.getByLabelText('Gift message (optional)') as HTMLTextAreaElement;
    expect(message.maxLength).toBe(250);
    fireEvent.change(message, { target: { value: 'Happy Diwali!' } });
    expect(screen.getByText(/^13 of 250 characters/)).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(240) } });
    expect(screen.getByText('10 characters left')).toBeTruthy();
    expect(screen.getByLabelText(/^Gift wrap · ₹50\.00 \+ GST/)).toBeTruthy();
    expect(screen.getByText(/the recipient pays the courier at the door/)).toBeTruthy();
  });

  it('offers no wrap when the seller has it off', () => {
    render(<Harness wrap={false} />);
    fireEvent.click(screen.getByLabelText('This order is a gift'));
    expect(screen.queryByLabelText(/^Gift wrap/)).toBeNull();
    expect(screen.getByLabelText('Hide prices in the parcel')).toBeTruthy();
  });

  it('says under each field what the server would say', () => {
    const draft = { ...EMPTY_GIFT, isGift: true, recipientName: ' asha verma ', recipientPhone: '+91 98765-43210' };
    expect(judgeGift(draft, buyer).errors).toEqual({
      recipientName: GIFT_MESSAGES.sameName,
      recipientPhone: GIFT_MESSAGES.samePhone,
    });
    expect(judgeGift({ ...draft, recipientName: 'Meera', recipientPhone: '12345' }, buyer).errors).toEqual({
      recipientPhone: GIFT_MESSAGES.recipientPhone,
    });
    const fine = judgeGift({ ...draft, recipientName: 'Meera', recipientPhone: '91234 56789', message: 'Hi' }, buyer);
    expect(fine).toEqual({
      gift: {
        message: 'Hi',
        giftWrap: false,
        recipientName: 'Meera',
        recipientPhone: '91234 56789',
        hidePrices: false,
      },
      errors: {},
    });
    expect(judgeGift(EMPTY_GIFT, buyer)).toEqual({ gift: undefined, errors: {} });
  });
});
