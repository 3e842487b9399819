/** How shoppers reach the shop: shown in the footer, the contact page and the policy pages' support blocks. */
export const STORE_CONTACT = {
  email: 'hello@kala.store',
  phone: '+91 98290 12345',
  phoneHref: 'tel:+919829012345',
  whatsapp: '+91 98290 12345',
  address: ['Kala Studio, 14 Haldiyon ka Rasta', 'Johari Bazaar, Jaipur', 'Rajasthan 302003, India'],
  hours: 'Monday to Saturday, 9:00 AM to 6:00 PM IST',
  replyTime: 'We reply within 24 hours.',
} as const;

/** The shop's social profiles. */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
