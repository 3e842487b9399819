import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminUser } from '@kala/contract/admin-users';
import { formatDate } from '../../../lib/format';

export interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in admin: their row cannot be deleted here. */
  currentUserId: string | undefined;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** The last 8 characters of an id, as the admin tables show ids (spec §2). */
const shortId = (id: string) => id.slice(-8);

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        role === 'admin' ? 'bg-indigo/10 text-indigo ring-indigo/25' : 'bg-stone-100 text-stone-800 ring-stone-500/25',
      )}
    >
      {role === 'admin' ? 'Admin' : 'User'}
    </span>
  );
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-sand hover:text-ink';

function RowActions({
  user,
  self,
  onEdit,
  onDelete,
}: { user: AdminUser; self: boolean } & Omit<UsersTableProps, 'users' | 'currentUserId'>) {
  return (
    <div className="flex items-center gap-1">
      <button type="button" className={iconButton} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Edit {user.name}</span>
      </button>
      {!self && (
        <button type="button" className={clsx(iconButton, 'hover:text-red-800')} onClick={() => onDelete(user)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Delete {user.name}</span>
        </button>
      )}
    </div>
  );
}

function NameAndId({ user, self }: { user: AdminUser; self: boolean }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span className="break-words">{user.name}</span>
        {self && <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-clay-dark">You</span>}
      </p>
      <p className="text-xs text-muted" title={user._id}>
        ID: <span className="font-mono">{shortId(user._id)}</span>
      </p>
    </div>
  );
}

/**
 * The users of spec §2, columns User (name and id), Email, Role, Created At, Actions. From 640 px a table; on a
 * phone each account is a card with the same facts, so nothing scrolls sideways.
 */
export function UsersTable({ users, currentUserId, onEdit, onDelete }: UsersTableProps) {
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Created At
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {users.map((user) => {
            const self = user._id === currentUserId;
            return (
              <tr key={user._id} className="align-middle">
                <td className="px-4 py-3">
                  <NameAndId user={user} self={self} />
                </td>
                <td className="break-all px-4 py-3 text-ink">{user.email}</td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className="px-4 py-2">
                  <RowActions user={user} self={self} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <ul className="divide-y divide-stone-200 sm:hidden" aria-label="Users">
        {users.map((user) => {
          const self = user._id === currentUserId;
          return (
            <li key={user._id} className="flex items-start justify-between gap-3 py-4">
              <div className="min-w-0 space-y-1">
                <NameAndId user={user} self={self} />
                <p className="break-all text-sm text-ink">{user.email}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <RoleBadge role={user.role} />
                  <span>
                    Created <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </span>
                </p>
              </div>
              <RowActions user={user} self={self} onEdit={onEdit} onDelete={onDelete} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
