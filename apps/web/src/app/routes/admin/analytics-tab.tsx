// Filled by issue 11's work on this tab.
export default function AnalyticsTab() {
  return <h2 className="text-xl font-semibold">Analytics</h2>;
}
