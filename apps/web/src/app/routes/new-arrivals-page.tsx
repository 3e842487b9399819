import { t } from '@lingui/core/macro';
import { ProductListing } from '../../features/catalog/components/product-listing';
import { usePageMeta } from '../../lib/use-page-meta';

/** The listing, newest first. */
export default function NewArrivalsPage() {
  usePageMeta(t`New Arrivals`, t`The newest handmade pieces from our artisans, fresh from the studio.`);
  return (
    <ProductListing
      title={t`New Arrivals`}
      intro={t`Fresh from the studio: the pieces our artisans finished most recently, newest first.`}
      defaultSort="newest"
    />
  );
}
