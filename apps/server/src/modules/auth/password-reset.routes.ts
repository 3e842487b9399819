/** Spec §7 Auth, the password reset: ask for a link by mail, and choose a new password with it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  messageAnswerSchema,
  resetPasswordBodySchema,
} from '@kala/contract/auth';
import { errorSchema } from '@kala/contract/envelope';
import { BadRequestError } from '../../lib/errors.ts';
import { rateLimitConfig } from '../../lib/route-limits.ts';
import { tags, type AuthRoutesOptions } from './auth-route-parts.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, limits }) => {
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
};
