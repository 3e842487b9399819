import { describe, expect, it } from 'vitest';
import { reminderLinks } from '../modules/cart-reminders/reminder-mail.ts';
import { newsletterLinks, welcomeContent } from '../modules/newsletter/newsletter-mails.ts';
import { createReviewLinks } from '../modules/reviews/review-links.ts';
import { fixUrlOf } from '../modules/shipments/delivery-attempts/fix-links.ts';
import { storefrontLink } from './storefront-link.ts';

/** Issue 28: a Hindi mail or message links to the Hindi pages (under /hi), an English one to today's paths. */
const BASE = 'https://kala.example';

describe('storefront links in mails and messages', () => {
  it('put /hi before a Hindi page and nothing before an English one', () => {
    expect(storefrontLink(BASE, 'hi', '/orders/o1')).toBe(`${BASE}/hi/orders/o1`);
    expect(storefrontLink(BASE, 'en', '/orders/o1')).toBe(`${BASE}/orders/o1`);
    expect(storefrontLink(BASE, undefined, '/orders/o1')).toBe(`${BASE}/orders/o1`);
  });

  it('take the cart reminder’s and the newsletter’s pages to Hindi, never their one-click API addresses', () => {
    const hi = reminderLinks(BASE, 'hi');
    expect(hi.cart).toBe(`${BASE}/hi/cart`);
    expect(hi.unsubscribePage('tok')).toBe(`${BASE}/hi/marketing/unsubscribe/tok`);
    expect(hi.oneClick('tok')).toBe(`${BASE}/api/marketing/unsubscribe/tok`);
    expect(reminderLinks(BASE).cart).toBe(`${BASE}/cart`);
    expect(reminderLinks(BASE, 'en').unsubscribePage('tok')).toBe(`${BASE}/marketing/unsubscribe/tok`);

    const news = newsletterLinks(BASE, 'hi');
    expect(news.confirmPage('tok')).toBe(`${BASE}/hi/newsletter/confirm/tok`);
    expect(news.unsubscribePage('tok')).toBe(`${BASE}/hi/newsletter/unsubscribe/tok`);
    expect(news.oneClick('tok')).toBe(`${BASE}/api/newsletter/unsubscribe/tok`);
    expect(newsletterLinks(BASE).confirmPage('tok')).toBe(`${BASE}/newsletter/confirm/tok`);
  });

  it('take the failed delivery’s fix page and the review request’s order page to Hindi', () => {
    expect(fixUrlOf(BASE, 'tok', 'hi')).toBe(`${BASE}/hi/delivery-fix/tok`);
    expect(fixUrlOf(BASE, 'tok')).toBe(`${BASE}/delivery-fix/tok`);
    const links = createReviewLinks('a-secret-of-enough-length-for-tests', BASE, () => 0);
    const id = '0b7c2a9e-3f4d-4e5a-8b6c-7d8e9f0a1b2c';
    expect(links.link(id, 'hi')).toMatch(new RegExp(`^${BASE}/hi/orders/${id}\\?`));
    expect(links.link(id)).toMatch(new RegExp(`^${BASE}/orders/${id}\\?`));
  });

  it('send a Hindi newsletter welcome to the Hindi new arrivals', () => {
    expect(welcomeContent({ storeName: 'Kala', publicUrl: BASE, locale: 'hi' }).text.join('\n')).toContain(
      `${BASE}/hi/new-arrivals`,
    );
    expect(welcomeContent({ storeName: 'Kala', publicUrl: BASE, locale: 'en' }).text.join('\n')).toContain(
      `${BASE}/new-arrivals`,
    );
  });
});
