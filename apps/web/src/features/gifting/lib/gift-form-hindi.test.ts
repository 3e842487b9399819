import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LABELS, GIFT_MESSAGES } from '@kala/contract/gifting';
import { activateLocale, translateContractMessage } from '../../../lib/i18n';
import { EMPTY_GIFT, judgeGift } from './gift-form';

describe('the gift options on Hindi pages (issue 28)', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('say each field’s problem and the labels in Hindi', () => {
    const draft = { ...EMPTY_GIFT, isGift: true, recipientName: 'Meera', recipientPhone: '12345' };
    const phoneProblem = judgeGift(draft, { fullName: 'Asha', phone: '98765 43210' }).errors.recipientPhone;
    expect(phoneProblem).toBe(translateContractMessage(GIFT_MESSAGES.recipientPhone));
    expect(phoneProblem).toMatch(/[\u0900-\u097F]/);
    for (const label of Object.values(GIFT_LABELS)) expect(translateContractMessage(label)).toMatch(/[\u0900-\u097F]/);
  });
});
