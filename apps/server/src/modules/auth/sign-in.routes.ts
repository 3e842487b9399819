/** Spec §7 Auth, signing in: which methods are on, sign-up, password sign-in and Google sign-in, each rate-limited. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authAnswerSchema,
  authConfigSchema,
  googleLoginBodySchema,
  loginBodySchema,
  registerBodySchema,
} from '@kala/contract/auth';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { rateLimitConfig } from '../../lib/route-limits.ts';
import { clientOf, failures, tags, type AuthRoutesOptions } from './auth-route-parts.ts';
import { AccountThrottledError } from './auth.service.ts';

export const signInRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, limits, googleClientId }) => {
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
      // The unticked sign-up box, ticked: marketing consent recorded with its time and words (decision 043).
      if (request.body.marketingMail === true) await app.marketingConsent.givenAtSignUp(user._id);
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
};
