/**
 * The Kala team (spec §3 Team member). The four artists are the creators of the demo catalogue
 * (DEMO_ARTISTS in apps/server/src/db/seed/); their names are copied here because the web cannot import server
 * code. Portraits are drawn (portrait.tsx), never stock photos.
 * Their words are Lingui message descriptors (msg), translated where they are shown with i18n._().
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface TeamMember {
  id: string;
  name: string;
  role: MessageDescriptor;
  description: MessageDescriptor;
  specialties: readonly MessageDescriptor[];
  /** Years of experience. */
  experience: number;
  /** Drawn portrait palette: background, skin, hair, garment. */
  image: {
    background: string;
    skin: string;
    hair: string;
    garment: string;
    hairStyle: 'bun' | 'short' | 'long' | 'turban';
  };
  bio: MessageDescriptor;
  achievements: readonly MessageDescriptor[];
  isFounder: boolean;
  joinedDate: string;
  favoriteQuote: MessageDescriptor;
  socialLinks: { instagram?: string; facebook?: string; website?: string };
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'ananya-rao',
    name: 'Ananya Rao',
    role: msg`Co-founder & Mandala Artist`,
    description: msg`Leads the mandala and minimal collections, one dot at a time.`,
    specialties: [msg`Dot mandala`, msg`Circle minimal art`, msg`Colour theory`],
    experience: 9,
    image: { background: '#1e3a8a', skin: '#c68863', hair: '#1c1917', garment: '#d97706', hairStyle: 'bun' },
    bio: msg`Ananya taught herself dot painting during a long monsoon in Mysuru and never stopped. She leads the studio’s mandala and minimal collections and still paints every centre dot herself.`,
    achievements: [
      msg`Over 600 mandalas painted and sold across India`,
      msg`Teaches a monthly dot-art workshop for beginners`,
      msg`Designed the Kala mandala mark`,
    ],
    isFounder: true,
    joinedDate: '2019-03-01',
    favoriteQuote: msg`A mandala is patience you can hang on a wall.`,
    socialLinks: { instagram: 'https://www.instagram.com/', website: 'https://kala.store' },
  },
  {
    id: 'kabir-solanki',
    name: 'Kabir Solanki',
    role: msg`Co-founder & Lippan Artisan`,
    description: msg`Brings the mud-and-mirror lippan work of Kutch to modern walls.`,
    specialties: [msg`Lippan mud-mirror work`, msg`Terracotta`, msg`Relief murals`],
    experience: 8,
    image: { background: '#134e4a', skin: '#a86b4c', hair: '#292524', garment: '#fdf8f1', hairStyle: 'short' },
    bio: msg`Kabir grew up in Bhuj watching his grandmother press mirrors into the clay walls of their bhunga. He brought that craft to Kala and works with potters from Kutch on the terracotta range.`,
    achievements: [
      msg`Restored lippan murals in two village homes in Kutch`,
      msg`Works with six potter families on the terracotta range`,
      msg`Featured at a national crafts fair in Delhi`,
    ],
    isFounder: true,
    joinedDate: '2019-03-01',
    favoriteQuote: msg`Clay remembers every hand that shaped it.`,
    socialLinks: { instagram: 'https://www.instagram.com/', facebook: 'https://www.facebook.com/' },
  },
  {
    id: 'priya-deshmukh',
    name: 'Priya Deshmukh',
    role: msg`Boho Painter`,
    description: msg`Paints rainbows, suns and desert hills in warm, quiet colours.`,
    specialties: [msg`Boho paintings`, msg`Boho circle art`, msg`Acrylic on canvas`],
    experience: 7,
    image: { background: '#d97706', skin: '#d4a07a', hair: '#44403c', garment: '#9a3412', hairStyle: 'long' },
    bio: msg`A textile designer from Pune turned painter, Priya mixes her own earthy acrylics and paints rainbows, suns and desert hills in warm, quiet colours.`,
    achievements: [
      msg`Her sunset arch canvas is our most-wishlisted piece`,
      msg`First solo show at a Pune café gallery`,
    ],
    isFounder: false,
    joinedDate: '2021-08-15',
    favoriteQuote: msg`Earth tones never go out of season.`,
    socialLinks: { instagram: 'https://www.instagram.com/' },
  },
  {
    id: 'sunita-jha',
    name: 'Sunita Jha',
    role: msg`Madhubani Artist`,
    description: msg`Paints in the Mithila tradition her mother taught her.`,
    specialties: [msg`Madhubani painting`, msg`Indian folk art`, msg`Natural pigments`],
    experience: 5,
    image: { background: '#9a3412', skin: '#b87a58', hair: '#1c1917', garment: '#be123c', hairStyle: 'long' },
    bio: msg`Sunita paints in the Mithila tradition of Madhubani, Bihar: double outlines, fine hatching and no empty space. Peacocks and fish, symbols of love and plenty, are her favourites.`,
    achievements: [msg`Mithila painting fellowship, 2023`, msg`Paints with pigments she grinds from flowers and soot`],
    isFounder: false,
    joinedDate: '2023-01-10',
    favoriteQuote: msg`Every line in Madhubani is a blessing.`,
    socialLinks: { website: 'https://kala.store' },
  },
];

/** Spec §2 team page numbers. */
export const TEAM_IMPACT = {
  totalArtists: 4,
  yearsOfExperience: 29,
  artworksCreated: 1500,
  happyCustomers: 5000,
} as const;
