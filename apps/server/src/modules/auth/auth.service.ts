import { createAccountDetails } from './account-details.ts';
import { createAccountLanguage } from './account-language.ts';
import { createAdminAccount } from './admin-account.ts';
import { createAuthContext, type AuthServiceOptions } from './auth-context.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSignIn } from './sign-in.ts';

export type { AuthServiceOptions, ClientInfo, SessionRef } from './auth-context.ts';
export { AccountThrottledError } from './sign-in.ts';

/**
 * Accounts and sessions (issues 4 and 16): every rule lives here; routes only validate and answer. Its parts: the
 * shared context (`auth-context.ts`), signing in and the sessions (`sign-in.ts`), the password reset by mail
 * (`password-reset.ts`), the user's own details and password (`account-details.ts`) and the operator's admin
 * (`admin-account.ts`).
 */
export function createAuthService(options: AuthServiceOptions) {
  const ctx = createAuthContext(options);
  const signIn = createSignIn(ctx);
  const reset = createPasswordReset(ctx);
  const account = createAccountDetails(ctx);
  const admin = createAdminAccount(ctx);
  const language = createAccountLanguage(ctx);

  return {
    register: signIn.register,
    login: signIn.login,
    googleLogin: signIn.googleLogin,
    forgotPassword: reset.forgotPassword,
    sendResetLink: reset.sendResetLink,
    resetPassword: reset.resetPassword,
    me: signIn.me,
    updateDetails: account.updateDetails,
    updatePassword: account.updatePassword,
    setLanguage: language.setLanguage,
    listSessions: signIn.listSessions,
    endSession: signIn.endSession,
    logout: signIn.logout,
    logoutEverywhere: signIn.logoutEverywhere,
    ensureAdmin: admin.ensureAdmin,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
