import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { LanguageSwitch, localizedPath } from './language-switch';
import { SiteHeader } from './site-header';

afterEach(() => activateLocale('en'));

describe('the language switch', () => {
  it('links an English page to the same page in Hindi, named in Hindi, and remembers the choice', () => {
    render(
      <MemoryRouter initialEntries={['/products?category=mandala']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /हिन्दी/ });
    expect(link.getAttribute('href')).toBe('/hi/products?category=mandala');
    expect(link.getAttribute('hreflang')).toBe('hi');
    link.click();
    expect(document.cookie).toContain('kala_lang=hi');
  });

  it('links a Hindi page back to English', async () => {
    await activateLocale('hi');
    render(
      <MemoryRouter basename="/hi" initialEntries={['/hi/artists']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('href')).toBe('/artists');
  });

  it('shows the header in Hindi on a Hindi page', async () => {
    await activateLocale('hi');
    render(
      <MemoryRouter basename="/hi" initialEntries={['/hi']}>
        <SiteHeader counts={{ wishlist: 0, cart: 2 }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'होम' })[0]?.getAttribute('href')).toBe('/hi');
  });

  it('gives the home page of Hindi as /hi', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/', 'en')).toBe('/');
  });
});
