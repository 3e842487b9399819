// Filled by issue 11's work on this tab.
export default function ProductFormTab() {
  return <h2 className="text-xl font-semibold">ProductForm</h2>;
}
