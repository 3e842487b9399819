import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes.ts';
import type { AuthRoutesOptions } from './auth-route-parts.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

export type { AuthRoutesOptions } from './auth-route-parts.ts';

/**
 * Spec §7 Auth: sign-up, sign-in (password or Google), password reset, profile and password changes. Its groups:
 * `sign-in.routes.ts`, `password-reset.routes.ts` and `account.routes.ts` (the signed-in account and its sessions).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, guards, limits, googleClientId },
) => {
  // Only these (not the options this plugin was registered with, whose prefix the groups already inherit).
  const groupOptions: AuthRoutesOptions = { auth, guards, limits, googleClientId };
  await app.register(signInRoutes, groupOptions);
  await app.register(passwordResetRoutes, groupOptions);
  await app.register(accountRoutes, groupOptions);
};
