// Filled by issue 11's work on this tab.
export default function OrderAdminTab() {
  return <h2 className="text-xl font-semibold">OrderAdmin</h2>;
}
