/**
 * The four artists of the team page (spec §2), who also sign most of the demo pieces. Kept here, in one place,
 * so the web's team page can show the same people the catalogue credits. Their years add up to the page's
 * "29 years of experience".
 */
export interface DemoArtist {
  slug: string;
  name: string;
  role: string;
  isFounder: boolean;
  yearsOfExperience: number;
  hometown: string;
  specialties: readonly string[];
  bio: string;
  favoriteQuote: string;
}

export const DEMO_ARTISTS = [
  {
    slug: 'ananya-rao',
    name: 'Ananya Rao',
    role: 'Co-founder & Mandala Artist',
    isFounder: true,
    yearsOfExperience: 9,
    hometown: 'Mysuru, Karnataka',
    specialties: ['Dot mandala', 'Circle minimal art', 'Colour theory'],
    bio: 'Ananya taught herself dot painting during a long monsoon and never stopped. She leads the studio’s mandala and minimal collections and still paints every centre dot herself.',
    favoriteQuote: 'A mandala is patience you can hang on a wall.',
  },
  {
    slug: 'kabir-solanki',
    name: 'Kabir Solanki',
    role: 'Co-founder & Lippan Artisan',
    isFounder: true,
    yearsOfExperience: 8,
    hometown: 'Bhuj, Kutch',
    specialties: ['Lippan mud-mirror work', 'Terracotta', 'Relief murals'],
    bio: 'Kabir grew up watching his grandmother press mirrors into the clay walls of their bhunga. He brought that craft to Kala and works with potters from Kutch on the terracotta range.',
    favoriteQuote: 'Clay remembers every hand that shaped it.',
  },
  {
    slug: 'priya-deshmukh',
    name: 'Priya Deshmukh',
    role: 'Boho Painter',
    isFounder: false,
    yearsOfExperience: 7,
    hometown: 'Pune, Maharashtra',
    specialties: ['Boho paintings', 'Boho circle art', 'Acrylic on canvas'],
    bio: 'A textile designer turned painter, Priya mixes her own earthy acrylics and paints rainbows, suns and desert hills in warm, quiet colours.',
    favoriteQuote: 'Earth tones never go out of season.',
  },
  {
    slug: 'sunita-jha',
    name: 'Sunita Jha',
    role: 'Madhubani Artist',
    isFounder: false,
    yearsOfExperience: 5,
    hometown: 'Madhubani, Bihar',
    specialties: ['Madhubani painting', 'Indian folk art', 'Natural pigments'],
    bio: 'Sunita paints in the Mithila tradition her mother taught her: double outlines, fine hatching and no empty space. Peacocks and fish, symbols of love and plenty, are her favourites.',
    favoriteQuote: 'Every line in Madhubani is a blessing.',
  },
] as const satisfies readonly DemoArtist[];

export type DemoArtistSlug = (typeof DEMO_ARTISTS)[number]['slug'];

/** Products with no artist belong to the default studio. */
export { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';
