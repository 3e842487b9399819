/**
 * PUT /api/users/me/language (issue 28): the signed-in shopper's storefront language, saved on the account when they
 * use the language switch (the device remembers it in the LOCALE_COOKIE cookie).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateLanguageBodySchema } from '@kala/contract/auth';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { LOCALES } from '@kala/contract/locale';
import { sessionOf, type AuthRoutesOptions } from './auth-route-parts.ts';

export const languageRoutes: FastifyPluginAsyncZod<Pick<AuthRoutesOptions, 'auth' | 'guards'>> = async (
  app,
  { auth, guards },
) => {
  app.put(
    '/me/language',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Save the signed-in shopper's storefront language (their mails follow it)",
        body: updateLanguageBodySchema,
        response: {
          200: successOf(z.object({ language: z.enum(LOCALES) })),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.setLanguage(sessionOf(request), request.body.language),
    }),
  );
};
