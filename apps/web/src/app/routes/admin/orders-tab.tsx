// Filled by issue 11's work on this tab.
export default function OrdersTab() {
  return <h2 className="text-xl font-semibold">Orders</h2>;
}
