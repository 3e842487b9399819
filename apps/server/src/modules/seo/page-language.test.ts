import { describe, expect, it } from 'vitest';
import { hindiFontLinks, languageRedirect, localizePage, prefersHindi } from './page-language.ts';

const HTML =
  '<!doctype html>\n<html lang="en">\n<head><title>Kala · Handmade Indian art and home decor</title>' +
  '<meta name="description" content="Handmade art" /></head><body></body></html>';

describe('a page in its language (issue 28)', () => {
  it('marks a /hi page as Hindi, with Hindi title, description and the alternates of both languages', () => {
    const page = localizePage(HTML, '/hi/products?category=mandala', 'https://kala.example', '');
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<title>Kala · हाथ से बनी भारतीय कला और होम डेकोर</title>');
    expect(page).toContain(
      '<link rel="alternate" hreflang="en" href="https://kala.example/products?category=mandala" />',
    );
    expect(page).toContain(
      '<link rel="alternate" hreflang="hi" href="https://kala.example/hi/products?category=mandala" />',
    );
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://kala.example/products?category=mandala" />',
    );
  });

  it('keeps an English page English, with the same alternates', () => {
    const page = localizePage(HTML, '/', 'https://kala.example', '');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<link rel="alternate" hreflang="hi" href="https://kala.example/hi" />');
    expect(page).toContain('Handmade Indian art and home decor');
  });

  it('gives the admin panel no alternates, and sends /hi/admin to /admin', () => {
    expect(localizePage(HTML, '/admin/orders', 'https://kala.example', '')).toBe(HTML);
    expect(languageRedirect('/hi/admin/orders', {}, 'kala_lang')).toEqual({ location: '/admin/orders' });
  });

  it('sends a first visit whose browser prefers Hindi to the Hindi page once, and remembers it', () => {
    const first = languageRedirect('/products?page=2', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' }, 'kala_lang');
    expect(first?.location).toBe('/hi/products?page=2');
    expect(first?.setCookie).toMatch(/^kala_lang=hi; Path=\/; Max-Age=31536000/);
    // With the cookie, the same browser stays where it asked to be.
    expect(languageRedirect('/', { acceptLanguage: 'hi', cookie: 'a=1; kala_lang=hi' }, 'kala_lang')).toBeUndefined();
    // A cookie 'en' keeps English.
    expect(languageRedirect('/', { acceptLanguage: 'hi', cookie: 'kala_lang=en' }, 'kala_lang')).toBeUndefined();
    // Hindi pages are never redirected.
    expect(languageRedirect('/hi/sale', { acceptLanguage: 'en' }, 'kala_lang')).toBeUndefined();
  });

  it('reads Accept-Language by preference', () => {
    expect(prefersHindi('hi')).toBe(true);
    expect(prefersHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(false);
    expect(prefersHindi('mr;q=1,hi;q=0.9,en;q=0.5')).toBe(true);
    expect(prefersHindi('en;q=0.5,hi;q=0.7')).toBe(true);
    expect(prefersHindi(undefined)).toBe(false);
  });

  it('links the Devanagari stylesheet and preloads both of its faces, and nothing without a build', () => {
    const head = hindiFontLinks({
      'src/styles/devanagari.css': {
        file: 'assets/devanagari-D1.css',
        assets: ['assets/noto-devanagari-400-normal-A.woff2', 'assets/noto-devanagari-600-normal-B.woff2'],
      },
    });
    expect(head.split('\n')).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/noto-devanagari-400-normal-A.woff2" />',
      '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/noto-devanagari-600-normal-B.woff2" />',
      '<link rel="stylesheet" href="/assets/devanagari-D1.css" />',
    ]);
    expect(hindiFontLinks(undefined)).toBe('');
  });
});
