import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as Tabs from '../../../components/ui/tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Product } from '@kala/contract/catalog';
import { discountPercent, formatRupees } from '@kala/contract/money';
import { SIZE_LABELS, sizeInCentimetres, type SizeLabel } from '@kala/contract/sizes';
import { categoryLabel } from '../lib/category-label';
import { creatorName } from '../lib/pricing';
import { RichDescription } from './rich-description';

const tabClass =
  'relative whitespace-nowrap border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-clay data-[state=active]:text-clay-dark sm:text-base';

const cm = (label: string) =>
  (SIZE_LABELS as readonly string[]).includes(label) ? ` (${sizeInCentimetres(label as SizeLabel)} cm)` : '';

/**
 * Details, Sizes & Pricing, Reviews (spec §2). The rich description is sanitized again here (architecture §2). The
 * Reviews tab's body is the reviews feature's, composed by the page (`reviews`); it is drawn only when the tab opens.
 */
export function ProductTabs({
  product,
  selectedSizeId,
  reviews,
}: {
  product: Product;
  selectedSizeId?: string | undefined;
  reviews: ReactNode;
}) {
  const reviewCount = product.reviewCount ?? product.reviews.length;
  const name = product.name;
  return (
    <Tabs.Root defaultValue="details" className="rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
      <Tabs.List
        aria-label={t`About this piece`}
        className="flex gap-5 overflow-x-auto border-b border-stone-200 sm:gap-8"
      >
        <Tabs.Trigger value="details" className={tabClass}>
          <Trans>Details</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="sizes" className={tabClass}>
          <Trans>Sizes &amp; Pricing</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={tabClass}>
          <Trans>Reviews ({reviewCount})</Trans>
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="details" className="pt-6 focus-visible:outline-offset-4">
        <h2 className="sr-only">
          <Trans>Details</Trans>
        </h2>
        {product.description && <p className="text-lg leading-relaxed text-ink">{product.description}</p>}
        {product.productDescription && <RichDescription html={product.productDescription} />}
        <dl className="mt-6 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-ink">
              <Trans>Category</Trans>
            </dt>
            <dd className="text-muted">{categoryLabel(product.category)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">
              <Trans>Made by</Trans>
            </dt>
            <dd className="text-muted">{creatorName(product)}</dd>
          </div>
          {product.tags.length > 0 && (
            <div className="sm:col-span-2">
              <dt className="font-semibold text-ink">
                <Trans>Tags</Trans>
              </dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {product.tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-ink">
                    {tag}
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
      </Tabs.Content>

      <Tabs.Content value="sizes" className="pt-6">
        <h2 className="sr-only">
          <Trans>Sizes and pricing</Trans>
        </h2>
        {/* Scrolls sideways on phones, so it must be reachable by keyboard too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Sizes and prices table`}>
          <table className="w-full min-w-[420px] text-left text-sm">
            <caption className="sr-only">
              <Trans>Sizes and prices of {name}</Trans>
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  <Trans>Size</Trans>
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  <Trans>Price</Trans>
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  <Trans>MRP</Trans>
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <Trans>Availability</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.sizes.map((s) => {
                const percent = discountPercent(s.originalPrice, s.discountedPrice);
                return (
                  <tr
                    key={s._id}
                    className={clsx('border-b border-stone-100', s._id === selectedSizeId && 'bg-sand/50')}
                  >
                    <th scope="row" className="py-3 pr-4 font-semibold text-ink">
                      {s.size}
                      <span className="font-normal text-muted">{cm(s.size)}</span>
                    </th>
                    <td className="py-3 pr-4 font-semibold text-clay-dark">
                      {formatRupees(s.discountedPrice)}
                      {percent > 0 && (
                        <>
                          {' '}
                          <span className="ml-1 text-xs font-bold text-clay">{t`${percent}% off`}</span>
                        </>
                      )}
                    </td>
                    <td className="py-3 pr-4 text-muted">{formatRupees(s.originalPrice)}</td>
                    <td className={clsx('py-3 font-semibold', s.isAvailable ? 'text-green-800' : 'text-red-800')}>
                      {s.isAvailable ? t`Available` : t`Out of Stock`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Tabs.Content>

      <Tabs.Content value="reviews" className="pt-6">
        <h2 className="sr-only">
          <Trans>Reviews</Trans>
        </h2>
        {reviews}
      </Tabs.Content>
    </Tabs.Root>
  );
}
