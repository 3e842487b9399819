import { describe, expect, it } from 'vitest';
import { HI_MESSAGES } from './locales/hi-messages.ts';
import { translateMessage } from './message-translation.ts';
import { ADDRESS_FIELD_LABELS, ORDER_MESSAGES } from './orders.ts';
import { STOCK_MESSAGES } from './stock-messages.ts';
import { COD_MESSAGES } from './cod.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { COUPON_MESSAGES } from './promotion-constants.ts';
import { DELIVERY_ATTEMPT_MESSAGES } from './delivery-attempts.ts';
import { GST_MESSAGES } from './gst.ts';

/** The admin panel's message sets: the panel stays English (issue 28), so they have no Hindi. */
const ADMIN_SETS = new Set([
  'ADMIN_ORDER_MESSAGES',
  'ADMIN_STATS_MESSAGES',
  'ADMIN_USER_MESSAGES',
  'ANALYTICS_MESSAGES',
  'GST_SUMMARY_MESSAGES',
  'LOW_STOCK_MESSAGES',
  'PAPERWORK_MESSAGES',
  'PRODUCT_MESSAGES',
  'REFUND_MESSAGES',
  'SALE_MESSAGES',
  'SHIPMENT_MESSAGES',
  'UPLOAD_MESSAGES',
]);

declare global {
  interface ImportMeta {
    /** Vite's (and so vitest's) module glob: every module of a pattern, loaded. */
    glob<T>(patterns: string | string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every contract module (a new one is walked without being listed here). */
const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Every string of every exported `*_MESSAGES` / `*_MESSAGE` constant of the contract's modules, by where it is. */
function contractMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, module] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (!/_MESSAGES?$/.test(name) || ADMIN_SETS.has(name)) continue;
      const walk = (v: unknown, where: string) => {
        if (typeof v === 'string') found.set(v, `${file} ${where}`);
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${where}.${k}`);
      };
      walk(value, name);
    }
  }
  return found;
}

describe('the contract’s messages in Hindi (issue 28)', () => {
  it('has a Hindi entry, in Devanagari, for every message of the storefront’s message sets', () => {
    const messages = contractMessages();
    expect(messages.size).toBeGreaterThan(200);
    const missing = [...messages].filter(([message]) => HI_MESSAGES[message] === undefined);
    expect(missing.map(([message, where]) => `${where}: ${message}`)).toEqual([]);
    for (const [message] of messages) expect(translateMessage(message, 'hi'), message).toMatch(/[\u0900-\u097F]/);
  });

  it('translates the message templates, keeping names, counts and amounts', () => {
    const samples: [string, string][] = [
      [STOCK_MESSAGES.onlyLeft(2), 'केवल 2 बचे हैं'],
      [STOCK_MESSAGES.aboveStock(3), 'स्टॉक में केवल 3 बचे हैं।'],
      [STOCK_MESSAGES.aboveStock(3, 1), 'स्टॉक में केवल 3 बचे हैं, और 1 पहले से आपके कार्ट में है।'],
      [STOCK_MESSAGES.lowerQuantity(1), 'स्टॉक में केवल 1 बचे हैं। चेकआउट के लिए कृपया मात्रा कम करें।'],
      [ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.fullName), 'पूरा नाम नहीं दिया गया'],
      [ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.zipCode), 'PIN कोड नहीं दिया गया'],
      [ORDER_MESSAGES.fieldTooLong(ADDRESS_FIELD_LABELS.city, 80), 'शहर ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है'],
      [ORDER_MESSAGES.productGone('Brass Diya'), '"Brass Diya" अब उपलब्ध नहीं है। ऑर्डर करने के लिए कृपया इसे हटा दें।'],
      [ORDER_MESSAGES.notEnoughStock('Brass Diya', 'M', 2), '"Brass Diya" (M) के केवल 2 बचे हैं। कृपया मात्रा कम करें।'],
      [
        ORDER_MESSAGES.priceChanged('Brass Diya', 'M', 1250, 1300),
        '"Brass Diya" (M) की क़ीमत ₹1,250.00 से बदलकर ₹1,300.00 हो गई है। कृपया देखकर फिर से ऑर्डर करें।',
      ],
      [PAYMENT_MESSAGES.paymentFailed('Payment cancelled by user'), 'भुगतान नहीं हो सका: आपने भुगतान रद्द किया'],
      [COD_MESSAGES.aboveCeiling(20000), 'कैश ऑन डिलीवरी ₹20,000.00 तक के ऑर्डर पर ही उपलब्ध है। कृपया ऑनलाइन भुगतान करें।'],
      [COUPON_MESSAGES.minOrder(999), 'इस कोड के लिए कम से कम ₹999 का ऑर्डर ज़रूरी है'],
      [DELIVERY_ATTEMPT_MESSAGES.otherPincode('302001'), expect.stringContaining('PIN कोड 302001') as never],
      [GST_MESSAGES.gstinState('99'), 'GSTIN के पहले दो अंक राज्य का कोड होते हैं; 99 कोई राज्य कोड नहीं है'],
    ];
    for (const [english, hindi] of samples) expect(translateMessage(english, 'hi'), english).toEqual(hindi);
    expect(ORDER_MESSAGES.outOfStock('Brass Diya', 'M')).toMatch(/^Sorry/);
    expect(translateMessage(ORDER_MESSAGES.outOfStock('Brass Diya', 'M'), 'hi')).toMatch(
      /^माफ़ कीजिए, "Brass Diya" \(M\)/,
    );
  });

  it('leaves English and unknown messages as they are', () => {
    expect(translateMessage(ORDER_MESSAGES.placed, 'en')).toBe('Order placed successfully');
    expect(translateMessage(ORDER_MESSAGES.placed, 'hi')).toBe('ऑर्डर हो गया');
    expect(translateMessage('Something no catalogue knows', 'hi')).toBe('Something no catalogue knows');
  });

  it('writes the dates inside a delivery promise and a sale in Hindi day and month names', () => {
    expect(translateMessage('Get it by Thu, 4 Dec - Sat, 6 Dec', 'hi')).toBe(
      'गुरु, 4 दिसंबर से शनि, 6 दिसंबर के बीच मिल जाएगा',
    );
    expect(translateMessage('by Wed, 9 Dec', 'hi')).toBe('बुध, 9 दिसंबर तक');
    expect(translateMessage('Sale ends Tue, 20 Oct 2026, 6:30 pm IST', 'hi')).toBe(
      'सेल मंगल, 20 अक्टूबर 2026, 6:30 pm IST को ख़त्म होगी',
    );
  });
});
