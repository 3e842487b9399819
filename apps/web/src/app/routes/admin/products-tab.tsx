// Filled by issue 11's work on this tab.
export default function ProductsTab() {
  return <h2 className="text-xl font-semibold">Products</h2>;
}
