import { DEFAULT_DELIVERY_TIME, SIZE_LABELS, type AdminProduct } from '@kala/contract/admin-products';
import { discountPercent } from '@kala/contract/money';

/**
 * What the product form holds: text as the inputs hold it (the contract's schema reads numbers from text, so the
 * browser and the server judge the same input the same way).
 */
export interface SizeFormValues {
  _id?: string | undefined;
  size: string;
  originalPrice: string;
  discountedPrice: string;
  estimatedDelivery: string;
  isAvailable: boolean;
  /** Empty for made to order. */
  stock: string;
}

export interface ProductFormValues {
  name: string;
  subtitles: string;
  category: string;
  description: string;
  productDescription: string;
  /** Optional Hindi text (issue 28); blank: the shopper reading Hindi sees the English. */
  nameHi: string;
  subtitlesHi: string;
  descriptionHi: string;
  /** Rich HTML, like productDescription. */
  productDescriptionHi: string;
  thumbnail: string;
  sliderImages: string[];
  tags: string[];
  ratings: string;
  isActive: boolean;
  creatorId: string;
  /** The piece's own HSN code and GST rate (issue 24); blank: its category's. */
  hsnCode: string;
  gstRate: string;
  sizes: SizeFormValues[];
}

/** Spec §9: a new size is available, '7-10 working days', prices 0; it takes the first size label not yet listed. */
export function newSize(taken: readonly string[]): SizeFormValues {
  return {
    size: SIZE_LABELS.find((label) => !taken.includes(label)) ?? '',
    originalPrice: '0',
    discountedPrice: '0',
    estimatedDelivery: DEFAULT_DELIVERY_TIME,
    isAvailable: true,
    stock: '',
  };
}

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  subtitles: '',
  category: '',
  description: '',
  productDescription: '',
  nameHi: '',
  subtitlesHi: '',
  descriptionHi: '',
  productDescriptionHi: '',
  thumbnail: '',
  sliderImages: [],
  tags: [],
  ratings: '0',
  isActive: true,
  creatorId: '',
  hsnCode: '',
  gstRate: '',
  sizes: [newSize([])],
});

/** The form's values for an existing product. */
export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    subtitles: product.subtitles,
    category: product.category,
    description: product.description,
    productDescription: product.productDescription,
    nameHi: product.nameHi ?? '',
    subtitlesHi: product.subtitlesHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    productDescriptionHi: product.productDescriptionHi ?? '',
    thumbnail: product.thumbnail,
    sliderImages: product.sliderImages,
    tags: product.tags,
    ratings: String(product.ratings),
    isActive: product.isActive,
    creatorId: product.createdBy?._id ?? '',
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    sizes: product.sizes.map((s) => ({
      _id: s._id,
      size: s.size,
      originalPrice: String(s.originalPrice),
      discountedPrice: String(s.discountedPrice),
      estimatedDelivery: s.estimatedDelivery,
      isAvailable: s.isAvailable,
      stock: s.stock === null ? '' : String(s.stock),
    })),
  };
}

/** Spec §5: the rounded discount percent and the savings, when the discounted price is below the original. */
export function sizeSavings(size: Pick<SizeFormValues, 'originalPrice' | 'discountedPrice'>) {
  const original = Number(size.originalPrice);
  const discounted = Number(size.discountedPrice);
  if (!(original > 0) || !(discounted > 0) || discounted >= original) return undefined;
  return { percent: discountPercent(original, discounted), savings: Math.round((original - discounted) * 100) / 100 };
}
