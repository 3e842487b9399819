import { UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX,
  type AdminUser,
} from '@kala/contract/admin-users';
import { buttonClass } from '../../../components/ui/button';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

function ErrorBanner({ children, onRetry }: { children: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <span>{children}</span>
      {onRetry && (
        <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * 'Users Management' (spec §2 Users tab): the accounts with search and pages, 'Add User', edit and delete. Errors
 * show in a red banner ('Failed to fetch users', 'Failed to delete user', with the server's reason when it gave one).
 */
export function UsersPanel() {
  const { user: me } = useSession();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ open: boolean; user?: AdminUser | undefined }>({ open: false });
  const [toDelete, setToDelete] = useState<AdminUser | undefined>();

  const users = useAdminUsers({ page, limit: ADMIN_USERS_PAGE_SIZE, search: search || undefined });
  const remove = useDeleteAdminUser();
  const list = users.data?.data ?? [];
  const pagination = users.data?.pagination;

  // A page emptied by deletions goes back one.
  useEffect(() => {
    if (pagination && page > pagination.totalPages) setPage(pagination.totalPages);
  }, [pagination, page]);

  useEffect(() => {
    if (users.error) console.error('Error fetching users', users.error);
  }, [users.error]);

  const confirmDelete = (user: AdminUser) =>
    remove.mutate(user._id, {
      onSuccess: () => {
        setToDelete(undefined);
        toast.success(ADMIN_USER_MESSAGES.deleted, { description: `${user.name} (${user.email})` });
      },
      onError: (error) => {
        console.error(`Error deleting user with ID: ${user._id}`, error);
        setToDelete(undefined);
      },
    });

  return (
    <section
      aria-labelledby="users-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <ListToolbar
        heading={
          <h2 id="users-heading" className="font-display text-2xl text-ink">
            Users Management
          </h2>
        }
        count={
          users.data
            ? `${users.data.total} ${users.data.total === 1 ? 'account' : 'accounts'}${search ? ` matching “${search}”` : ''}`
            : null
        }
        actions={
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            onClick={() => setForm({ open: true, user: undefined })}
          >
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Add User
          </button>
        }
        search={{
          label: 'Search by name or email',
          landmark: 'Users search',
          value: search,
          maxLength: ADMIN_USERS_SEARCH_MAX,
          onSearch: (next) => {
            setSearch(next);
            setPage(1);
          },
        }}
      />

      <div className="mt-4 space-y-3">
        {users.isError && (
          <ErrorBanner onRetry={() => void users.refetch()}>
            {`${ADMIN_USER_MESSAGES.fetchFailed}${reason(users.error)}`}
          </ErrorBanner>
        )}
        {remove.isError && <ErrorBanner>{`${ADMIN_USER_MESSAGES.deleteFailed}${reason(remove.error)}`}</ErrorBanner>}
      </div>

      <div className="mt-4" aria-busy={users.isFetching || undefined}>
        {users.isPending ? (
          <p className="py-10 text-center text-muted">Loading users…</p>
        ) : list.length > 0 ? (
          <UsersTable
            users={list}
            currentUserId={me?._id}
            onEdit={(user) => setForm({ open: true, user })}
            onDelete={(user) => {
              remove.reset();
              setToDelete(user);
            }}
          />
        ) : users.isSuccess ? (
          <div className="flex flex-col items-center gap-2 rounded-xl bg-paper px-6 py-12 text-center">
            <Users aria-hidden="true" className="h-10 w-10 text-clay/60" />
            <h3 className="font-display text-xl text-ink">No Users Found</h3>
            <p className="text-sm text-muted">
              {search ? 'No account matches that search.' : 'Add the first account with “Add User”.'}
            </p>
          </div>
        ) : null}
      </div>

      {pagination && (
        <Pager
          label="Users pages"
          className="mt-4"
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPage={setPage}
        />
      )}

      <UserFormDialog
        open={form.open}
        user={form.user}
        isSelf={form.user !== undefined && form.user._id === me?._id}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DeleteUserDialog
        user={toDelete}
        pending={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** ': <the server's reason>' when it refused the request (4xx); nothing for a failure it did not explain. */
function reason(error: unknown): string {
  const text = errorMessage(error, '');
  return text ? `: ${text}` : '';
}
