import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { categoryName as registryName, categoryTitle, findCategory } from '@kala/contract/categories';
import { getLocale } from '../../lib/i18n';

/**
 * The seven cards of the categories page with every field of spec §2. `name` is the filter name the page links
 * with (its displayName in the contract registry, which the listing understands); `image` is a product photo
 * when the catalogue has one, else the drawn art of `art`. `displayName`, `description` and `longDescription` are
 * read in the active language (getters over the registry and message descriptors), so read them while rendering.
 */
export interface CategoryCard {
  id: string;
  name: string;
  readonly displayName: string;
  readonly description: string;
  readonly longDescription: string;
  /** A lucide icon name (see category-icon.tsx). */
  icon: 'Sun' | 'CircleDot' | 'Circle' | 'Flower2' | 'Landmark' | 'Amphora' | 'Sparkles';
  /** Tailwind gradient stops for the card's art panel. */
  gradient: string;
  textColor: string;
  bgColor: string;
  /** Set at run time from the catalogue; undefined shows the drawn art. */
  image?: string | undefined;
  art: 'arches' | 'boho-circle' | 'minimal' | 'mandala' | 'indian' | 'terracotta' | 'lippan';
}

type CardSource = Omit<CategoryCard, 'displayName' | 'description' | 'longDescription'> & {
  description: MessageDescriptor;
  longDescription: MessageDescriptor;
};

/** The registry's display name, in the active language. */
const categoryName = (slug: string): string => registryName(slug, getLocale());

/** A card whose words are translated each time they are read. */
const card = ({ description, longDescription, ...rest }: CardSource): CategoryCard => ({
  ...rest,
  get displayName() {
    return categoryName(rest.id);
  },
  get description() {
    return i18n._(description);
  },
  get longDescription() {
    return i18n._(longDescription);
  },
});

export const CATEGORY_CARDS: readonly CategoryCard[] = [
  card({
    id: 'boho-paintings',
    name: 'boho paintings',
    description: msg`Sun-washed arches, rainbows and desert palettes on canvas.`,
    longDescription: msg`Hand-painted canvases in warm ochre, terracotta and sage: layered arches, rising suns and soft abstract forms that bring a slow, earthy calm to a living room or bedroom wall.`,
    icon: 'Sun',
    gradient: 'from-orange-200 via-amber-100 to-rose-100',
    textColor: 'text-orange-900',
    bgColor: 'bg-orange-50',
    art: 'arches',
  }),
  card({
    id: 'boho-art',
    name: 'boho art',
    description: msg`Round boho plates and hoops with bold, happy motifs.`,
    longDescription: msg`Circular boho pieces painted on wood and MDF: concentric rainbows, leaves and moons in earthy hues, made to hang in groups above a sofa or beside a mirror.`,
    icon: 'CircleDot',
    gradient: 'from-rose-200 via-orange-100 to-amber-100',
    textColor: 'text-rose-900',
    bgColor: 'bg-rose-50',
    art: 'boho-circle',
  }),
  card({
    id: 'circle-minimal-art',
    name: 'circle minimal art',
    description: msg`Quiet circles, lines and space: minimal art for calm rooms.`,
    longDescription: msg`Minimal compositions of circles, arcs and single lines in muted tones. Few strokes, carefully placed, for work desks, reading corners and modern homes.`,
    icon: 'Circle',
    gradient: 'from-stone-200 via-stone-100 to-amber-50',
    textColor: 'text-stone-800',
    bgColor: 'bg-stone-50',
    art: 'minimal',
  }),
  card({
    id: 'mandala',
    name: 'mandala',
    description: msg`Thousands of hand-placed dots in radiant, balanced circles.`,
    longDescription: msg`Dot mandalas built dot by dot with fine tools, ring after ring, on plates, coasters and boards. A meditative craft that takes days per piece and rewards a close look.`,
    icon: 'Flower2',
    gradient: 'from-indigo-200 via-violet-100 to-sky-100',
    textColor: 'text-indigo-900',
    bgColor: 'bg-indigo-50',
    art: 'mandala',
  }),
  card({
    id: 'indian-art',
    name: 'indian',
    description: msg`Folk and traditional motifs: peacocks, lotuses and temple forms.`,
    longDescription: msg`Paintings drawn from Indian folk traditions such as Madhubani, Gond and Pichwai: peacocks, lotuses, trees of life and temple arches, told in bright natural colours.`,
    icon: 'Landmark',
    gradient: 'from-amber-200 via-yellow-100 to-orange-100',
    textColor: 'text-amber-900',
    bgColor: 'bg-amber-50',
    art: 'indian',
  }),
  card({
    id: 'terracotta',
    name: 'terracotta',
    description: msg`Hand-shaped, sun-dried and kiln-fired clay for walls and shelves.`,
    longDescription: msg`Terracotta wall plates, masks and sculptures shaped by hand from river clay, fired in small kilns and finished with natural pigments. Each carries the marks of the hands that made it.`,
    icon: 'Amphora',
    gradient: 'from-orange-300 via-orange-200 to-amber-100',
    textColor: 'text-orange-950',
    bgColor: 'bg-orange-50',
    art: 'terracotta',
  }),
  card({
    id: 'lippan-art',
    name: 'lippan art',
    description: msg`Kutch mud-and-mirror work that catches the light.`,
    longDescription: msg`Lippan kaam from Kutch, Gujarat: raised clay patterns set with tiny mirrors on wooden boards, once used to light village homes. Every mirror is cut and placed by hand.`,
    icon: 'Sparkles',
    gradient: 'from-teal-200 via-emerald-100 to-amber-50',
    textColor: 'text-teal-900',
    bgColor: 'bg-teal-50',
    art: 'lippan',
  }),
];

/**
 * The link of a card's 'Explore Collection': its English display name URL-encoded, which the listing's ?category=
 * understands (the same address in either language).
 */
export const categoryHref = (card: Pick<CategoryCard, 'id'>) =>
  `/products?category=${encodeURIComponent(categoryTitle(card.id))}`;

/** The contract slug of a card (every card's name is a spelling the registry knows). */
export const slugOf = (card: Pick<CategoryCard, 'name'>) => findCategory(card.name)?.slug ?? card.name;
