import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import { UserPlus, UserPen, X } from 'lucide-react';
import { useEffect, type Ref, type SelectHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ADMIN_USER_MESSAGES,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  type AdminUser,
  type UserRole,
} from '@kala/contract/admin-users';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, inputClass, PasswordField, TextField } from '../../../components/ui/form-field';
import { useReturnFocus } from '../../../components/ui/return-focus';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveAdminUser } from '../api/save-admin-user';

interface FormValues {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; absent to add one. */
  user?: AdminUser | undefined;
  /** Editing yourself: your role stays admin, and email and password change on your own profile page. */
  isSelf?: boolean;
}

/**
 * 'Add New User' / 'Edit User' (spec §2, §5 Admin user form): the contract's schema checks the fields with the spec's
 * messages before the server is asked; on edit a blank password is left out; a refusal shows form-level (the
 * server's words, else 'Operation failed').
 */
export function UserFormDialog({ open, onOpenChange, user, isSelf = false }: UserFormDialogProps) {
  const editing = user !== undefined;
  const save = useSaveAdminUser();
  const onCloseAutoFocus = useReturnFocus(open);
  const schema = editing ? adminUserUpdateSchema : adminUserCreateSchema;
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: { name: '', email: '', password: '', role: 'user' },
  });
  const { errors } = formState;
  const { reset: resetMutation } = save;

  // Each opening starts from the account's values (or blank), with no message of the last attempt.
  useEffect(() => {
    if (!open) return;
    reset({ name: user?.name ?? '', email: user?.email ?? '', password: '', role: user?.role ?? 'user' });
    resetMutation();
  }, [open, user, reset, resetMutation]);

  const close = (next: boolean) => {
    // While the request is out, closing would not stop it: keep the dialog until it has answered.
    if (!save.isPending) onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) => {
    const password = values.password || undefined;
    const body = isSelf
      ? { name: values.name, email: user?.email ?? values.email }
      : { name: values.name, email: values.email, role: values.role, ...(password ? { password } : {}) };
    save.mutate(
      { id: user?._id, body: editing ? body : { ...body, password: values.password } },
      {
        onSuccess: (saved) => {
          toast.success(editing ? ADMIN_USER_MESSAGES.updated : ADMIN_USER_MESSAGES.created, {
            description: `${saved.name} (${saved.email})`,
          });
          onOpenChange(false);
        },
      },
    );
  });

  const title = editing ? 'Edit User' : 'Add New User';
  const Icon = editing ? UserPen : UserPlus;

  return (
    <RadixDialog.Root open={open} onOpenChange={close}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-sand text-clay">
            <Icon aria-hidden="true" className="h-6 w-6" />
          </div>
          <RadixDialog.Title className="font-display text-2xl text-ink">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">
            {editing
              ? isSelf
                ? 'This is your own account: change your email or password from your Dashboard (Profile tab).'
                : 'Leave the password blank to keep the current one. A new password or role signs the user out everywhere.'
              : 'The new user signs in with this email and password.'}
          </RadixDialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
            {save.isError && (
              <FormMessage tone="error">{errorMessage(save.error, ADMIN_USER_MESSAGES.operationFailed)}</FormMessage>
            )}
            <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              readOnly={isSelf}
              error={errors.email?.message}
              {...register('email')}
            />
            {!isSelf && (
              <PasswordField
                label="Password"
                autoComplete="new-password"
                hint={
                  editing
                    ? 'Leave blank to keep the current password.'
                    : '8 to 128 characters. Very common passwords are refused.'
                }
                error={errors.password?.message}
                {...register('password')}
              />
            )}
            <RoleSelect
              disabled={isSelf}
              error={errors.role?.message}
              hint={isSelf ? ADMIN_USER_MESSAGES.demoteSelf : undefined}
              {...register('role')}
            />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                aria-disabled={save.isPending || undefined}
                onClick={() => close(false)}
              >
                Cancel
              </button>
              {/* aria-disabled, not disabled: a disabled button drops the focus out of the dialog mid-request. */}
              <button
                type="submit"
                className={buttonClass('primary', 'md')}
                aria-disabled={save.isPending || undefined}
              >
                {save.isPending ? 'Saving…' : editing ? 'Save Changes' : 'Create User'}
              </button>
            </div>
          </form>
          <RadixDialog.Close className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type RoleSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** Role: User (the default) or Admin. */
function RoleSelect({ error, hint, ref, ...rest }: RoleSelectProps) {
  const id = 'admin-user-role';
  return (
    <FieldFrame id={id} label="Role" error={error} hint={hint}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass(Boolean(error))}
        {...rest}
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </select>
    </FieldFrame>
  );
}
