import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The six fixed sample reviews of the landing carousel (spec §1); words are translated where shown (i18n._). */
export interface Testimonial {
  name: string;
  city: MessageDescriptor;
  rating: number;
  text: MessageDescriptor;
  piece: MessageDescriptor;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    city: msg`Mumbai`,
    rating: 5,
    piece: msg`Dot mandala wall plate`,
    text: msg`The mandala is even more beautiful in person. You can see every single dot was placed by hand. It is the first thing guests notice in our living room.`,
  },
  {
    name: 'Arjun Mehta',
    city: msg`Bengaluru`,
    rating: 5,
    piece: msg`Lippan mirror panel`,
    text: msg`Packed so carefully that not one mirror moved. The lippan panel catches the evening light beautifully. Worth every rupee.`,
  },
  {
    name: 'Kavya Reddy',
    city: msg`Hyderabad`,
    rating: 5,
    piece: msg`Boho arch canvas`,
    text: msg`I ordered two boho canvases for my bedroom and they transformed it. The colours are warm and soft, exactly like the photos.`,
  },
  {
    name: 'Rohan Iyer',
    city: msg`Chennai`,
    rating: 4,
    piece: msg`Terracotta sun face`,
    text: msg`A lovely terracotta piece with real character. Delivery took a little longer than I hoped, but the team kept me updated throughout.`,
  },
  {
    name: 'Ananya Das',
    city: msg`Kolkata`,
    rating: 5,
    piece: msg`Circle minimal art set`,
    text: msg`Minimal, calm and so well made. I love that each piece comes with a note from the artist who made it.`,
  },
  {
    name: 'Vikram Singh',
    city: msg`Delhi`,
    rating: 5,
    piece: msg`Indian folk painting`,
    text: msg`Bought a folk painting as a wedding gift. The couple loved it, and the gift packaging was gorgeous. Will order again for Diwali.`,
  },
];

/** Spec §1 stats under the carousel. */
export const TESTIMONIAL_STATS = [
  { value: '10,000+', label: msg`Happy customers` },
  { value: '4.9/5', label: msg`Average rating` },
  { value: '500+', label: msg`Artisan partners` },
] as const;
