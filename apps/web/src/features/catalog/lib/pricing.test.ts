import { describe, expect, it } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import { creatorName, defaultSize, discountLabel, isInStock, leadSize } from './pricing';

const size = (id: string, original: number, discounted: number, isAvailable = true) => ({
  _id: id,
  size: `${id} inch`,
  originalPrice: original,
  discountedPrice: discounted,
  isAvailable,
  estimatedDelivery: '7-10 working days',
});

const product = (sizes: ReturnType<typeof size>[], createdBy: Product['createdBy'] = null): Product => ({
  _id: 'p1',
  name: 'Lotus Mandala',
  subtitles: '',
  description: '',
  productDescription: '',
  thumbnail: '/uploads/demo/x.webp',
  sliderImages: [],
  category: 'mandala',
  tags: [],
  ratings: 4.6,
  reviews: [],
  isActive: true,
  createdBy,
  createdAt: '2025-07-13T00:00:00.000Z',
  sizes,
  hsnCode: null,
  gstRate: null,
});

describe('catalogue pricing rules', () => {
  it("labels one shared discount 'X% off' and differing ones 'Up to X% off'", () => {
    expect(discountLabel([size('8', 1000, 800), size('12', 2000, 1600)])).toBe('20% off');
    expect(discountLabel([size('8', 1000, 800), size('12', 2000, 1000)])).toBe('Up to 50% off');
    expect(discountLabel([size('8', 1000, 1000), size('12', 2000, 1500)])).toBe('Up to 25% off');
    expect(discountLabel([size('8', 1000, 1000)])).toBeNull();
    expect(discountLabel([])).toBeNull();
  });

  it('preselects the first available size, else the first size', () => {
    expect(defaultSize(product([size('8', 10, 9, false), size('10', 10, 9), size('12', 10, 9)]))?._id).toBe('10');
    expect(defaultSize(product([size('8', 10, 9, false), size('10', 10, 9, false)]))?._id).toBe('8');
  });

  it('leads a card with the cheapest size in stock', () => {
    expect(leadSize(product([size('8', 900, 500, false), size('10', 1200, 1000), size('12', 1500, 1400)]))?._id).toBe(
      '10',
    );
  });

  it('is in stock when any size is available', () => {
    expect(isInStock(product([size('8', 10, 9, false), size('10', 10, 9)]))).toBe(true);
    expect(isInStock(product([size('8', 10, 9, false)]))).toBe(false);
  });

  it("names the creator, or 'Kala Studio'", () => {
    expect(creatorName(product([], { _id: 'c', name: 'Meera Joshi' }))).toBe('Meera Joshi');
    expect(creatorName(product([]))).toBe('Kala Studio');
  });
});
