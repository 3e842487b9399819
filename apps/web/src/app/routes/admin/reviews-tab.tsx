import { AdminReviewsScreen } from '../../../features/admin-reviews/components/admin-reviews-screen';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /admin/reviews (issue 26 item 2): buyers' reviews to hide, show again or answer; its own chunk. */
export default function ReviewsTab() {
  usePageMeta('Reviews · Admin');
  return (
    <section aria-labelledby="admin-reviews-heading">
      <AdminReviewsScreen />
    </section>
  );
}
