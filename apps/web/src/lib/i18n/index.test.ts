import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, formatDate, getLocale, localeBasename } from '.';

afterEach(() => activateLocale('en'));

describe("the page's language", () => {
  it('is English until a page activates Hindi, whose router runs under /hi', async () => {
    expect(getLocale()).toBe('en');
    expect(localeBasename()).toBe('');
    await activateLocale('hi');
    expect(getLocale()).toBe('hi');
    expect(localeBasename()).toBe('/hi');
  });

  it('writes dates in the language, in India time', () => {
    const date = new Date('2026-03-04T20:00:00Z'); // 5 March in India
    expect(formatDate(date, 'en')).toBe('5 March 2026');
    expect(formatDate(date, 'hi')).toBe('5 मार्च 2026');
  });
});
