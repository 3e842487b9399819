/**
 * Spec §7 Auth, the signed-in account: who is signed in, profile and password changes, signing out (this device or
 * everywhere), and the list of signed-in devices. Every route is behind requireUser.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authAnswerSchema,
  authUserSchema,
  messageAnswerSchema,
  sessionViewSchema,
  updateDetailsBodySchema,
  updatePasswordBodySchema,
} from '@kala/contract/auth';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimitConfig } from '../../lib/route-limits.ts';
import { failures, sessionOf, tags, type AuthRoutesOptions } from './auth-route-parts.ts';

/** Whether an update-details request changes the email (only those count against the email-change limit). */
function changesEmail(request: FastifyRequest): boolean {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email !== request.sessionUser?.email;
}

export const accountRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, guards, limits }) => {
  app.get(
    '/me',
    {
      preHandler: guards.requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: successOf(authUserSchema), 401: errorSchema } },
    },
    async (request) => ({ success: true as const, data: await auth.me(currentUser(request).id) }),
  );

  app.put(
    '/update-details',
    {
      preValidation: guards.requireUser,
      config: rateLimitConfig(limits.changeEmail, changesEmail),
      schema: {
        tags,
        summary:
          'Change name, email or avatar; a new email needs the current password, ends other sessions and is mailed to the old address',
        body: updateDetailsBodySchema,
        response: { 200: successOf(authUserSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.updateDetails(sessionOf(request), request.body),
      message: 'Profile updated',
    }),
  );

  app.put(
    '/update-password',
    {
      config: rateLimitConfig(limits.updatePassword),
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary: 'Change the password; ends other sessions and answers a fresh token',
        body: updatePasswordBodySchema,
        response: { 200: authAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const { token, user } = await auth.updatePassword(sessionOf(request), request.body);
      return { success: true as const, token, data: user, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        summary: 'Sign this device out: its token stops working; other devices stay signed in',
        response: { 200: messageAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await auth.logout(sessionOf(request));
      return { success: true as const, message: AUTH_MESSAGES.signedOut };
    },
  );

  app.post(
    '/logout-all',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of the account ends, this one included',
        response: { 200: messageAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await auth.logoutEverywhere(sessionOf(request));
      return { success: true as const, message: AUTH_MESSAGES.signedOutEverywhere };
    },
  );

  app.get(
    '/sessions',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        summary: 'Where the account is signed in (device, sign-in and last-seen times; `current` is this one)',
        response: { 200: successOf(z.array(sessionViewSchema)), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await auth.listSessions(sessionOf(request)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        summary: 'Sign one device of the account out',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageAnswerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await auth.endSession(sessionOf(request), request.params.id);
      return { success: true as const, message: AUTH_MESSAGES.signedOut };
    },
  );
};
