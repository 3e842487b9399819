import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@kala/contract/admin-users';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminUsersService } from './users.service.ts';

const guarded = { 401: errorSchema, 403: errorSchema };
const writeAnswer = { 400: errorSchema, ...guarded, 404: errorSchema, 409: errorSchema };

/** Spec §7 Admin users: list, create, edit, delete accounts. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  users: AdminUsersService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { users, requireAdmin }) => {
  // On request, before the body is read: a guest (401) or a shopper (403) learns nothing of the rules below.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first, with an optional search on name or email',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const { users: list, pagination, total } = await users.list(request.query);
      return { success: true as const, data: list, pagination, total };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an account (role user by default)',
        body: adminUserCreateSchema,
        response: { 201: successOf(adminUserSchema), ...writeAnswer },
      },
    },
    async (request, reply) => {
      const user = await users.create(currentUser(request), request.body);
      reply.status(201);
      return { success: true as const, data: user, message: ADMIN_USER_MESSAGES.created };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change name, email, role and (when given) password; a new password or role signs the user out',
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: successOf(adminUserSchema), ...writeAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.update(currentUser(request), request.params.id, request.body),
      message: ADMIN_USER_MESSAGES.updated,
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account (its orders are kept)',
        params: adminUserParamsSchema,
        response: { 200: successOf(adminUserParamsSchema), ...writeAnswer },
      },
    },
    async (request) => {
      await users.remove(currentUser(request), request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: ADMIN_USER_MESSAGES.deleted };
    },
  );
};
