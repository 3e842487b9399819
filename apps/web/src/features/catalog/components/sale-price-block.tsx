import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Product, Size } from '@kala/contract/catalog';
import { formatRupees } from '@kala/contract/money';
import { saleBadgeText, saleEndsText, type SaleTag } from '@kala/contract/sale-badge';
import { usePriceDisplay } from '../api/get-price-display';
import { priceTaxNote } from '../lib/price-tax-note';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * The product page's price during a live sale (issue 27, decision 041): the sale price, the usual selling price struck
 * through, the sale's name and percent, when it ends, and the MRP (Legal Metrology: the MRP stays shown).
 */
export function SalePriceBlock({
  product,
  sale,
  size,
  salePrice,
}: {
  product: Product;
  sale: SaleTag;
  size: Size;
  salePrice: number;
}) {
  const taxDisplay = usePriceDisplay();
  const saved = formatRupees(size.discountedPrice - salePrice);
  const ends = translateContractMessage(saleEndsText(sale));
  const mrp = formatRupees(size.originalPrice);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-4xl font-bold text-clay-dark">{formatRupees(salePrice)}</span>{' '}
        <span className="text-lg text-muted line-through">
          <span className="sr-only">{t`usually`} </span>
          {formatRupees(size.discountedPrice)}
        </span>{' '}
        <span className="rounded-full bg-clay px-2.5 py-1 text-xs font-bold text-white">
          {translateContractMessage(saleBadgeText(sale))}
        </span>
      </p>
      <p className="mt-1 text-sm font-semibold text-green-800">
        <Trans>
          You save {saved} · {ends}
        </Trans>
      </p>
      <p className="mt-1 text-xs text-muted">
        {size.originalPrice > size.discountedPrice && `${t`MRP ${mrp}`} · `}
        {taxDisplay.data && `${priceTaxNote(taxDisplay.data, product, salePrice)} · `}
        {size.size}
      </p>
    </div>
  );
}
