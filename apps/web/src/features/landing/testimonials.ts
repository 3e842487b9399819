/** The six fixed sample reviews of the landing carousel (spec §1). */
export interface Testimonial {
  name: string;
  city: string;
  rating: number;
  text: string;
  piece: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    city: 'Mumbai',
    rating: 5,
    piece: 'Dot mandala wall plate',
    text: 'The mandala is even more beautiful in person. You can see every single dot was placed by hand. It is the first thing guests notice in our living room.',
  },
  {
    name: 'Arjun Mehta',
    city: 'Bengaluru',
    rating: 5,
    piece: 'Lippan mirror panel',
    text: 'Packed so carefully that not one mirror moved. The lippan panel catches the evening light beautifully. Worth every rupee.',
  },
  {
    name: 'Kavya Reddy',
    city: 'Hyderabad',
    rating: 5,
    piece: 'Boho arch canvas',
    text: 'I ordered two boho canvases for my bedroom and they transformed it. The colours are warm and soft, exactly like the photos.',
  },
  {
    name: 'Rohan Iyer',
    city: 'Chennai',
    rating: 4,
    piece: 'Terracotta sun face',
    text: 'A lovely terracotta piece with real character. Delivery took a little longer than I hoped, but the team kept me updated throughout.',
  },
  {
    name: 'Ananya Das',
    city: 'Kolkata',
    rating: 5,
    piece: 'Circle minimal art set',
    text: 'Minimal, calm and so well made. I love that each piece comes with a note from the artist who made it.',
  },
  {
    name: 'Vikram Singh',
    city: 'Delhi',
    rating: 5,
    piece: 'Indian folk painting',
    text: 'Bought a folk painting as a wedding gift. The couple loved it, and the gift packaging was gorgeous. Will order again for Diwali.',
  },
];

/** Spec §1 stats under the carousel. */
export const TESTIMONIAL_STATS = [
  { value: '10,000+', label: 'Happy customers' },
  { value: '4.9/5', label: 'Average rating' },
  { value: '500+', label: 'Artisan partners' },
] as const;
