import { t } from '@lingui/core/macro';
import { findCategory } from '@kala/contract/categories';
import { categoryLabel } from '../../features/catalog/lib/category-label';
import { useSearchParams } from 'react-router';
import { ProductListing } from '../../features/catalog/components/product-listing';
import { usePageMeta } from '../../lib/use-page-meta';

export default function ProductsPage() {
  const [params] = useSearchParams();
  const category = findCategory(params.get('category') ?? '');
  // The registry's display name, as every screen names a category (architecture §6.3).
  const title = category ? categoryLabel(category.slug) : t`Handmade collection`;
  usePageMeta(
    category ? t`${title} · Products` : t`Products`,
    t`Browse handmade boho paintings, dot mandalas, lippan mirror work, terracotta and minimal art by Indian artisans.`,
  );
  return (
    <ProductListing
      title={title}
      intro={t`Every piece is made by hand, one at a time, by artisans across India. Filter by style or budget, or search for something specific.`}
    />
  );
}
