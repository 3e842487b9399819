import type { Product } from '@kala/contract/catalog';
import { categoryTitle } from '@kala/contract/categories';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/catalog';
import { CURRENCY } from '@kala/contract/money';
import { imageSrcSet } from '@kala/contract/images';
import { toIndiaLocal } from '@kala/contract/sale-price';
import { priceNow, shownPrice } from '@kala/contract/shown-price';
import type { OfferShipping } from '../delivery-estimate/offer-shipping.ts';
import { escapeHtml, jsonForScript, plainText } from './html-escape.ts';

/**
 * The store's return policy for search engines (spec §9, Google's merchant listing documentation): handmade pieces are
 * not returnable; a damaged or wrong piece is put right on a claim made within 3 days of delivery with photos (a
 * replacement or a refund, decision 039), which is not a return, so the policy says "not permitted" and links to the
 * page that explains the claim.
 */
const returnPolicy = (publicUrl: string) => ({
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'IN',
  returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
  merchantReturnLink: `${publicUrl}/cancellation-refund`,
});

/** The newest reviews a product's structured data carries (Google reads a few; the page has them all). */
const REVIEWS_IN_DATA = 5;

const days = ({ min, max }: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/**
 * An offer's shipping for search engines (Google's merchant listing documentation): the charge and the business days
 * of handling and transit that the delivery promise gives for STRUCTURED_DATA_PINCODE (decision 036), in India.
 */
const shippingDetails = (s: OfferShipping) => ({
  '@type': 'OfferShippingDetails',
  shippingRate: { '@type': 'MonetaryAmount', value: s.rate, currency: CURRENCY },
  shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
  deliveryTime: {
    '@type': 'ShippingDeliveryTime',
    handlingTime: days(s.handlingDays),
    transitTime: days(s.transitDays),
  },
});

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * The schema.org Product of one piece, with an offer per size in rupees. Its lowest price is the price the piece is
 * shown at (@kala/contract/shown-price: the cheapest size in stock), as on its card, not an out-of-stock size's.
 */
export function productJsonLd(
  product: Product,
  publicUrl: string,
  storeName: string,
  shipping: (OfferShipping | undefined)[] = [],
) {
  const url = `${publicUrl}/products/${product._id}`;
  // During a live sale every offer is at its sale price, valid until the sale ends (decision 041).
  const prices = product.sizes.map(priceNow);
  // The last India date the price holds: a sale ending at midnight IST on the 21st holds through the 20th.
  const validUntil = product.sale
    ? { priceValidUntil: toIndiaLocal(new Date(Date.parse(product.sale.endsAt) - 60_000)).slice(0, 10) }
    : {};
  const lowPrice = shownPrice(product.sizes) ?? 0;
  const images = [product.thumbnail, ...product.sliderImages.filter((i) => i !== product.thumbnail)];
  const reviewCount = product.reviewCount ?? product.reviews.length;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: plainText(product.description || product.subtitles, 500),
    image: images.map((i) => absolute(publicUrl, i)),
    sku: product._id,
    category: categoryTitle(product.category),
    brand: { '@type': 'Brand', name: storeName },
    ...(product.tags.length ? { keywords: product.tags.join(', ') } : {}),
    // From the visible reviews (issue 26): the average and count the product row keeps, and the newest few.
    ...(reviewCount > 0 && product.ratings > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratings,
            bestRating: 5,
            worstRating: 1,
            reviewCount,
          },
          review: product.reviews
            .filter((r) => r.rating !== undefined)
            .slice(0, REVIEWS_IN_DATA)
            .map((r) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: r.username },
              datePublished: r.createdAt.slice(0, 10),
              reviewBody: plainText(r.message, 500),
              reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            })),
        }
      : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: CURRENCY,
            lowPrice,
            highPrice: Math.max(lowPrice, ...prices),
            offerCount: product.sizes.length,
            offers: product.sizes.map((s, i) => ({
              '@type': 'Offer',
              name: s.size,
              price: priceNow(s),
              priceCurrency: CURRENCY,
              ...validUntil,
              availability: s.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              itemCondition: 'https://schema.org/NewCondition',
              url,
              seller: { '@type': 'Organization', name: product.createdBy?.name ?? DEFAULT_STUDIO_NAME },
              hasMerchantReturnPolicy: returnPolicy(publicUrl),
              ...(shipping[i] ? { shippingDetails: shippingDetails(shipping[i]) } : {}),
            })),
          },
        }
      : {}),
  };
}

/**
 * The head of a product page: title, description, canonical link, Open Graph and Twitter tags, a preload of the
 * first gallery image (the page's largest paint) and the JSON-LD. Every value is escaped.
 */
export function productHead(
  product: Product,
  publicUrl: string,
  storeName: string,
  shipping: (OfferShipping | undefined)[] = [],
) {
  const title = `${product.name} · ${storeName}`;
  const description = plainText(
    [product.subtitles, product.description].filter(Boolean).join('. ') || `${product.name}, handmade in India.`,
  );
  const url = `${publicUrl}/products/${product._id}`;
  const image = absolute(publicUrl, product.thumbnail);
  const lowest = shownPrice(product.sizes);
  const srcset = imageSrcSet(product.thumbnail);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${escapeHtml(storeName)}" />`,
    `<meta property="og:title" content="${escapeHtml(product.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(product.name)}" />`,
    ...(lowest !== undefined
      ? [
          `<meta property="product:price:amount" content="${lowest.toFixed(2)}" />`,
          `<meta property="product:price:currency" content="${CURRENCY}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(product.name)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    srcset
      ? `<link rel="preload" as="image" href="${escapeHtml(product.thumbnail)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="(min-width: 1024px) 560px, 100vw" fetchpriority="high" />`
      : `<link rel="preload" as="image" href="${escapeHtml(product.thumbnail)}" fetchpriority="high" />`,
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, publicUrl, storeName, shipping))}</script>`,
  ];
  return { title, tags };
}
