import { UsersPanel } from '../../../features/admin-users/components/users-panel';

/** /admin/users: the Users tab (spec §2). */
export default function UsersTab() {
  return <UsersPanel />;
}
