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
  updateDetailsBodySchema,
  updatePasswordBodySchema,
} from '@kala/contract/auth';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { BadRequestError } from '../../lib/errors.ts';
import { currentUser, type Guards } from '../../plugins/authenticate.ts';
import { rateLimitConfig, type AuthRateLimits } from './auth-limits.ts';
import { AccountThrottledError, type AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: Guards;
  limits: AuthRateLimits;
  googleClientId: string | undefined;
}

const tags = ['auth'];
const failures = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

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
      const { token, user } = await auth.register(request.body);
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
        const { token, user } = await auth.login(request.body);
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
      const { token, user } = await auth.googleLogin(request.body.credential);
      return { success: true as const, token, data: user };
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
      schema: {
        tags,
        summary: 'Change name, email or avatar',
        body: updateDetailsBodySchema,
        response: { 200: successOf(authUserSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.updateDetails(currentUser(request).id, request.body),
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
      const { token, user } = await auth.updatePassword(currentUser(request).id, request.body);
      return { success: true as const, token, data: user, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
