import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kala/contract/locale';
import { SERVER_CATALOGS, translate, translateHtml, type ServerMessageId } from './i18n.ts';

/** The names in braces of an ICU message ('{name}', '{count, plural, …}'), sorted. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();

describe('the server catalogues (issue 28)', () => {
  const ids = Object.keys(SERVER_CATALOGS.en) as ServerMessageId[];

  it('give every message id in every language, with words and the same placeholders as English', () => {
    expect(ids.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const catalog = SERVER_CATALOGS[locale];
      expect(Object.keys(catalog).sort(), locale).toEqual([...ids].sort());
      for (const id of ids) {
        expect(catalog[id].trim(), `${locale} ${id}`).not.toBe('');
        expect(placeholders(catalog[id]), `${locale} ${id}`).toEqual(placeholders(SERVER_CATALOGS.en[id]));
      }
    }
  });

  it('writes Hindi in Devanagari, keeping the values as they are', () => {
    for (const id of ids) {
      const english = translate('en', id, { name: 'x', count: 2 });
      const hindi = translate('hi', id, { name: 'x', count: 2 });
      // Labels that are the same in both (GST{percent}, the sign-off) are few; everything else reads in Hindi.
      if (hindi !== english) expect(hindi, id).toMatch(/[\u0900-\u097F]/);
    }
    expect(translate('hi', 'order.thanks', { orderNumber: 'KALA-000123' })).toBe(
      'ऑर्डर KALA-000123 के लिए धन्यवाद। हमारे कारीगर अब इसे तैयार करेंगे।',
    );
  });

  it('counts with the language’s plural rules', () => {
    expect(translate('en', 'reminder.pieces', { count: 1 })).toBe('1 piece');
    expect(translate('en', 'reminder.pieces', { count: 3 })).toBe('3 pieces');
    expect(translate('hi', 'reminder.pieces', { count: 1 })).toBe('1 चीज़');
    expect(translate('hi', 'reminder.pieces', { count: 3 })).toBe('3 चीज़ें');
  });

  it('escapes HTML around and inside the values, and puts the named ones in <strong>', () => {
    expect(translateHtml('en', 'order.thanks', { orderNumber: '<KALA>' }, ['orderNumber'])).toBe(
      'Thank you for your order <strong>&lt;KALA&gt;</strong>. Our artisans will now prepare it.',
    );
    expect(translateHtml('hi', 'cancel.line', { orderNumber: 'K-1', amount: '₹1,250.00' }, ['orderNumber'])).toBe(
      'आपका ऑर्डर <strong>K-1</strong> (₹1,250.00) कैंसल हो गया है।',
    );
  });
});
