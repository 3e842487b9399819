/**
 * The Kala team (spec §3 Team member). The four artists are the creators of the demo catalogue
 * (DEMO_ARTISTS in apps/server/src/db/seed/); their names are copied here because the web cannot import server
 * code. Portraits are drawn (portrait.tsx), never stock photos.
 */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  description: string;
  specialties: readonly string[];
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
  bio: string;
  achievements: readonly string[];
  isFounder: boolean;
  joinedDate: string;
  favoriteQuote: string;
  socialLinks: { instagram?: string; facebook?: string; website?: string };
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'ananya-rao',
    name: 'Ananya Rao',
    role: 'Co-founder & Mandala Artist',
    description: 'Leads the mandala and minimal collections, one dot at a time.',
    specialties: ['Dot mandala', 'Circle minimal art', 'Colour theory'],
    experience: 9,
    image: { background: '#1e3a8a', skin: '#c68863', hair: '#1c1917', garment: '#d97706', hairStyle: 'bun' },
    bio: 'Ananya taught herself dot painting during a long monsoon in Mysuru and never stopped. She leads the studio’s mandala and minimal collections and still paints every centre dot herself.',
    achievements: [
      'Over 600 mandalas painted and sold across India',
      'Teaches a monthly dot-art workshop for beginners',
      'Designed the Kala mandala mark',
    ],
    isFounder: true,
    joinedDate: '2019-03-01',
    favoriteQuote: 'A mandala is patience you can hang on a wall.',
    socialLinks: { instagram: 'https://www.instagram.com/', website: 'https://kala.store' },
  },
  {
    id: 'kabir-solanki',
    name: 'Kabir Solanki',
    role: 'Co-founder & Lippan Artisan',
    description: 'Brings the mud-and-mirror lippan work of Kutch to modern walls.',
    specialties: ['Lippan mud-mirror work', 'Terracotta', 'Relief murals'],
    experience: 8,
    image: { background: '#134e4a', skin: '#a86b4c', hair: '#292524', garment: '#fdf8f1', hairStyle: 'short' },
    bio: 'Kabir grew up in Bhuj watching his grandmother press mirrors into the clay walls of their bhunga. He brought that craft to Kala and works with potters from Kutch on the terracotta range.',
    achievements: [
      'Restored lippan murals in two village homes in Kutch',
      'Works with six potter families on the terracotta range',
      'Featured at a national crafts fair in Delhi',
    ],
    isFounder: true,
    joinedDate: '2019-03-01',
    favoriteQuote: 'Clay remembers every hand that shaped it.',
    socialLinks: { instagram: 'https://www.instagram.com/', facebook: 'https://www.facebook.com/' },
  },
  {
    id: 'priya-deshmukh',
    name: 'Priya Deshmukh',
    role: 'Boho Painter',
    description: 'Paints rainbows, suns and desert hills in warm, quiet colours.',
    specialties: ['Boho paintings', 'Boho circle art', 'Acrylic on canvas'],
    experience: 7,
    image: { background: '#d97706', skin: '#d4a07a', hair: '#44403c', garment: '#9a3412', hairStyle: 'long' },
    bio: 'A textile designer from Pune turned painter, Priya mixes her own earthy acrylics and paints rainbows, suns and desert hills in warm, quiet colours.',
    achievements: ['Her sunset arch canvas is our most-wishlisted piece', 'First solo show at a Pune café gallery'],
    isFounder: false,
    joinedDate: '2021-08-15',
    favoriteQuote: 'Earth tones never go out of season.',
    socialLinks: { instagram: 'https://www.instagram.com/' },
  },
  {
    id: 'sunita-jha',
    name: 'Sunita Jha',
    role: 'Madhubani Artist',
    description: 'Paints in the Mithila tradition her mother taught her.',
    specialties: ['Madhubani painting', 'Indian folk art', 'Natural pigments'],
    experience: 5,
    image: { background: '#9a3412', skin: '#b87a58', hair: '#1c1917', garment: '#be123c', hairStyle: 'long' },
    bio: 'Sunita paints in the Mithila tradition of Madhubani, Bihar: double outlines, fine hatching and no empty space. Peacocks and fish, symbols of love and plenty, are her favourites.',
    achievements: ['Mithila painting fellowship, 2023', 'Paints with pigments she grinds from flowers and soot'],
    isFounder: false,
    joinedDate: '2023-01-10',
    favoriteQuote: 'Every line in Madhubani is a blessing.',
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
