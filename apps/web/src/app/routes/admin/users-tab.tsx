// Filled by issue 11's work on this tab.
export default function UsersTab() {
  return <h2 className="text-xl font-semibold">Users</h2>;
}
