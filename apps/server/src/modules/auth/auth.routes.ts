import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authAnswerSchema,
  authConfigSchema,
  authUserSchema,
  forgotPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  messageAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionViewSchema,
  updateDetailsBodySchema,
  updatePasswordBodySchema,
} from '@kala/contract/auth';
import { errorSchema, successOf } from '@kala/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.ts';
import { currentUser, type Guards } from '../../plugins/authenticate.ts';
import { rateLimitConfig } from '../../lib/route-limits.ts';
import type { AuthRateLimits } from './auth-limits.ts';
import { AccountThrottledError, type AuthService, type ClientInfo, type SessionRef } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: Guards;
  limits: AuthRateLimits;
  googleClientId: string | undefined;
}

const tags = ['auth'];
const failures = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/** The client address (as trustProxy allows) and browser of a request. */
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The signed-in session of a request (after requireUser). */
function sessionOf(request: FastifyRequest): SessionRef {
  const user = currentUser(request);
  return { userId: user.id, sessionId: user.sessionId };
}

/** Whether an update-details request changes the email (only those count against the email-change limit). */
function changesEmail(request: FastifyRequest): boolean {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email !== request.sessionUser?.email;
}

/** Spec §7 Auth: sign-up, sign-in (password or Google), password reset, profile and password changes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, guards, limits, googleClientId },
) => {
  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Which sign-in methods are on (Google client id when configured)',
        response: { 200: successOf(authConfigSchema) },
      },
    },
    async () => ({ success: true as const, data: { google: googleClientId ? { clientId: googleClientId } : null } }),
  );

  app.post(
    '/register',
    {
      config: rateLimitConfig(limits.register),
      schema: {
        tags,
        summary: 'Create a shopper account and sign in',
        body: registerBodySchema,
        response: { 201: authAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.register(request.body, clientOf(request));
      return reply.status(201).send({ success: true as const, token, data: user });
    },
  );

  app.post(
    '/login',
    {
      config: rateLimitConfig(limits.login),
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: authAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      try {
        const { token, user } = await auth.login(request.body, clientOf(request));
        return { success: true as const, token, data: user };
      } catch (error) {
        if (error instanceof AccountThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/google',
    {
      config: rateLimitConfig(limits.google),
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        body: googleLoginBodySchema,
        response: { 200: authAnswerSchema, ...failures, 404: errorSchema },
      },
    },
    async (request) => {
      const answer = await auth.googleLogin(request.body.credential, clientOf(request));
      return {
        success: true as const,
        token: answer.token,
        data: answer.user,
        ...(answer.message ? { message: answer.message } : {}),
      };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: rateLimitConfig(limits.forgotPassword),
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },
  );

  const resetAnswer = { 200: messageAnswerSchema, 400: errorSchema, 429: errorSchema };
  app.put(
    '/reset-password/:token',
    {
      config: rateLimitConfig(limits.resetPassword),
      schema: {
        tags,
        summary: 'Choose a new password with a reset token; ends every session',
        params: z.object({ token: z.string().max(200) }),
        body: resetPasswordBodySchema,
        response: resetAnswer,
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.token, request.body.password);
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },
  );
  app.put(
    '/reset-password',
    {
      config: rateLimitConfig(limits.resetPassword),
      schema: { tags, summary: 'Reset without a token (answers 400)', response: resetAnswer },
    },
    async () => {
      throw new BadRequestError(AUTH_MESSAGES.resetTokenMissing);
    },
  );

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
