import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { I18n } from './runtime';

const compiled = (text: string) => compileMessage(text) as never;

describe("the storefront's Lingui runtime", () => {
  it('formats English from the message itself, with placeholders and plurals', () => {
    const i18n = new I18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(i18n._({ message: 'Add to Cart' })).toBe('Add to Cart');
    expect(i18n._({ id: 'a', message: compiled('Hello {name}'), values: { name: 'Asha' } })).toBe('Hello Asha');
    const items = compiled('{count, plural, =0 {no items} one {# item} other {# items}}');
    expect(i18n._({ id: 'b', message: items, values: { count: 0 } })).toBe('no items');
    expect(i18n._({ id: 'b', message: items, values: { count: 1 } })).toBe('1 item');
    expect(i18n._({ id: 'b', message: items, values: { count: 1200 } })).toBe('1,200 items');
  });

  it('uses the Hindi catalogue, keyed by id or, for plain text, by the English', () => {
    const i18n = new I18n();
    i18n.loadAndActivate({
      locale: 'hi',
      locales: ['hi-IN', 'en-IN'],
      messages: {
        'Add to Cart': compiled('कार्ट में डालें'),
        b: compiled('{count, plural, one {# सामान} other {# सामान}}'),
        s: compiled('{kind, select, gift {तोहफ़ा} other {ऑर्डर}}'),
      },
    });
    expect(i18n._({ message: 'Add to Cart' })).toBe('कार्ट में डालें');
    expect(
      i18n._({ id: 'b', message: compiled('{count, plural, one {# item} other {# items}}'), values: { count: 3 } }),
    ).toBe('3 सामान');
    expect(
      i18n._({ id: 's', message: compiled('{kind, select, gift {gift} other {order}}'), values: { kind: 'gift' } }),
    ).toBe('तोहफ़ा');
    // A message the catalogue lacks stays English.
    expect(i18n._({ message: 'Free delivery' })).toBe('Free delivery');
  });
});
