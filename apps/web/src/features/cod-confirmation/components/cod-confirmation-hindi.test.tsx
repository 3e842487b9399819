import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import { activateLocale, translateContractMessage } from '../../../lib/i18n';
import { renderWithApi } from '../../../testing/render-with-api';
import { formatIndiaDateTime } from '../../../lib/format';
import { waiting } from '../testing/cod-confirmation-fixtures';
import { ConfirmByLink } from './confirm-by-link';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the COD confirmation words on Hindi pages (issue 28)', () => {
  it('keep the mails’ English deadline on English pages', () => {
    expect(formatIndiaDateTime('2026-11-28T06:00:00Z')).toBe('Sat, 28 Nov, 11:30 am');
    expect(translateContractMessage(COD_PAYMENT_MESSAGES.payAdvanceLabel(150))).toBe('Pay ₹150.00 advance online');
  });

  describe('in Hindi', () => {
    beforeAll(() => activateLocale('hi'));
    afterAll(() => activateLocale('en'));

    it('say the deadline and the paying buttons in Hindi', () => {
      expect(formatIndiaDateTime('2026-11-28T06:00:00Z')).toMatch(/^शनि, 28 /);
      expect(translateContractMessage(COD_PAYMENT_MESSAGES.payAdvanceLabel(150))).toBe('₹150.00 एडवांस ऑनलाइन चुकाएँ');
      expect(translateContractMessage(COD_PAYMENT_MESSAGES.prepayLabel(1680.54, 136.45))).toBe(
        'अभी ₹1,680.54 ऑनलाइन चुकाएँ और ₹136.45 बचाएँ',
      );
      expect(translateContractMessage(COD_PAYMENT_MESSAGES.paidSplit(150, 1666.99))).toBe(
        '₹150.00 ऑनलाइन चुकाए गए, ₹1,666.99 डिलीवरी पर चुकाने हैं',
      );
    });

    it('shows the link page in Hindi', async () => {
      renderWithApi(<ConfirmByLink token={'A'.repeat(50)} />, () => ({ success: true, data: waiting }));
      expect(await screen.findByRole('heading', { level: 1, name: 'नमस्ते Asha, कृपया अपना ऑर्डर कन्फ़र्म करें' })).toBeTruthy();
      expect(screen.getByText('डिलीवरी पर चुकाने की कुल राशि: ₹1,048.00')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeTruthy();
    });
  });
});
