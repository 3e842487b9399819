import { GstSummaryScreen } from '../../../features/admin-gst/components/gst-summary-screen';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /admin/gst (issue 24 item 7): the month's GST summary for GSTR-1, loaded as its own chunk when the tab opens. */
export default function GstTab() {
  usePageMeta('GST · Admin');
  return (
    <section aria-labelledby="admin-gst-heading" className="space-y-4">
      <h2 id="admin-gst-heading" className="font-display text-2xl text-ink">
        GST summary
      </h2>
      <GstSummaryScreen />
    </section>
  );
}
