// Filled by issue 11's work on this tab.
export default function OverviewTab() {
  return <h2 className="text-xl font-semibold">Overview</h2>;
}
