import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const HOURS = msg`Monday to Saturday, 9:00 AM to 6:00 PM IST`;
const REPLY_TIME = msg`We reply within 24 hours.`;

/**
 * How shoppers reach the shop: shown in the footer, the contact page and the policy pages' support blocks. The hours
 * and the reply time are read in the page's language (getters: the language is active only once the page renders).
 */
export const STORE_CONTACT = {
  email: 'hello@kala.store',
  phone: '+91 98290 12345',
  phoneHref: 'tel:+919829012345',
  whatsapp: '+91 98290 12345',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a postal address, written as the post office reads it.
  address: ['Kala Studio, 14 Haldiyon ka Rasta', 'Johari Bazaar, Jaipur', 'Rajasthan 302003, India'],
  get hours() {
    return i18n._(HOURS);
  },
  get replyTime() {
    return i18n._(REPLY_TIME);
  },
} as const;

/** The shop's social profiles. */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
