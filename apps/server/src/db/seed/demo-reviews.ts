/**
 * Written reviews for the demo catalogue: Indian first names and short messages in the voice of real buyers
 * (delivery, packing, colour, where they hung it). Each product draws 1–4 from its category's pool and the
 * general pool, never the same message twice on one product.
 */
import type { CategorySlug } from '@kala/contract/categories';

export const REVIEWER_NAMES = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Sneha',
  'Arjun',
  'Nikhil',
  'Pooja',
  'Aditi',
  'Vikram',
  'Neha',
  'Sanjay',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Tanvi',
  'Rahul',
  'Anjali',
  'Karthik',
  'Divya',
  'Manish',
  'Shreya',
  'Gaurav',
  'Ritu',
  'Siddharth',
  'Nandini',
  'Imran',
  'Bhavna',
  'Deepak',
  'Swati',
  'Joseph',
  'Fatima',
] as const;

export const GENERAL_REVIEWS = [
  'Looks even better in person than in the photos. Packed really well, not a scratch on it.',
  'Bought it as a housewarming gift for my sister and she loved it. Arrived a day earlier than promised.',
  'The colours are rich and the finish is neat. You can tell it is made by hand.',
  'Took a little longer to arrive than I hoped, but it was worth the wait. Beautiful work.',
  'Hung it in our living room and every guest has asked where it is from.',
  'Lovely piece, exactly the size I expected from the size guide. Would order again.',
  'Good quality for the price. The hook at the back made it easy to hang.',
  'My second order from Kala and again very happy. The little handwritten note was a sweet touch.',
  'Slightly different shade from the photo but honestly I like it more. Handmade charm.',
  'Perfect for the empty wall above our sofa. Customer care answered my question within a few hours.',
  'Gifted this for Diwali and it was the star of the evening.',
  'Sturdy, well finished and the bubble wrap packing was excellent.',
] as const;

export const CATEGORY_REVIEWS: Record<CategorySlug, readonly string[]> = {
  'boho-paintings': [
    'The earthy tones go so well with our cane furniture. Very calming painting.',
    'Real canvas texture, not a print. The brush strokes are visible up close.',
    'Ordered the bigger size for the bedroom and it fills the wall nicely.',
  ],
  'boho-art': [
    'The round canvas is such a nice change from square frames. Looks great in the kids room.',
    'Soft colours, neat edges. Exactly the boho look I wanted.',
    'Small and sweet, perfect for my study table shelf.',
  ],
  'circle-minimal-art': [
    'Minimal and elegant. The gold line catches the evening light beautifully.',
    'Simple but it makes the whole corner look designed.',
    'Goes perfectly with our beige and white living room.',
  ],
  mandala: [
    'The dot work is so precise, I keep looking at it. Must have taken hours.',
    'The colours pop against the dark base. Hung it in our pooja corner.',
    'Every dot is raised, you can feel it. Stunning mandala.',
  ],
  'indian-art': [
    'Beautiful Madhubani work, the fine lines are amazing. Reminds me of my nani’s house.',
    'Authentic folk style, bright colours and very detailed border.',
    'Framed it in a simple teak frame and it looks like a museum piece.',
  ],
  terracotta: [
    'Solid terracotta, heavier than I expected, which I liked. The painted details are lovely.',
    'Looks wonderful on our balcony wall next to the plants.',
    'The earthy smell of clay when I unboxed it! Very rustic and pretty.',
  ],
  'lippan-art': [
    'The mirrors sparkle so much when the lamp is on. Real Kutch work.',
    'Fine mud relief work, every mirror is firmly set. Packed very carefully.',
    'Put it at our entrance and it looks gorgeous. Worth every rupee.',
  ],
};
