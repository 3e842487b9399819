import { AnalyticsDashboard } from '../../../features/admin-analytics/components/analytics-dashboard';
import { CartRemindersSection } from '../../../features/admin-analytics/components/cart-reminders-section';
import { CodSection } from '../../../features/admin-analytics/components/cod-section';
import { ContactList } from '../../../features/admin-analytics/components/contact-list';
import { FeedbackList } from '../../../features/admin-analytics/components/feedback-list';
import { SubscribersList } from '../../../features/admin-analytics/components/subscribers-list';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /admin/analytics (issue 11 item 6): the spec's 'Coming Soon' replaced by the store's figures for a chosen range
 * (charts load on this tab only), and below them what shoppers and visitors sent: feedback, newsletter subscribers
 * (with the CSV export) and contact messages. Between them, cash on delivery by week (issue 25 item 6).
 */
export default function AnalyticsTab() {
  usePageMeta('Analytics · Admin');
  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-analytics-heading" className="space-y-4">
        <h2 id="admin-analytics-heading" className="font-display text-2xl text-ink">
          Analytics
        </h2>
        <AnalyticsDashboard />
      </section>
      <section aria-labelledby="admin-cod-heading" className="space-y-4">
        <h2 id="admin-cod-heading" className="font-display text-2xl text-ink">
          Cash on delivery
        </h2>
        <CodSection />
      </section>
      <section aria-labelledby="admin-reminders-heading" className="space-y-4">
        <h2 id="admin-reminders-heading" className="font-display text-2xl text-ink">
          Cart reminders
        </h2>
        <CartRemindersSection />
      </section>
      <section aria-labelledby="admin-inbox-heading" className="space-y-6">
        <h2 id="admin-inbox-heading" className="font-display text-2xl text-ink">
          From shoppers and visitors
        </h2>
        <FeedbackList />
        <SubscribersList />
        <ContactList />
      </section>
    </div>
  );
}
