import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_DEFAULT_DAYS,
  addDays,
  analyticsQuerySchema,
  rangeProblem,
  storeToday,
} from '@kala/contract/analytics';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { cartReminderStatsSchema, REMINDER_FOLLOW_DAYS } from '@kala/contract/marketing';
import { BadRequestError } from '../../lib/errors.ts';
import type { RemindersRepository } from './reminders.repository.ts';

/** The instant a store calendar day (Asia/Kolkata, no daylight saving) begins. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** GET /api/admin/analytics/cart-reminders: reminders sent in the analytics screen's range and the orders after them. */
export const reminderStatsRoutes: FastifyPluginAsyncZod<{
  repository: RemindersRepository;
  requireAdmin: preHandlerAsyncHookHandler;
  now: () => number;
}> = async (app, { repository, requireAdmin, now }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/analytics/cart-reminders',
    {
      schema: {
        tags: ['admin'],
        summary: `Left-cart reminders sent in a range of store days, and orders within ${REMINDER_FOLLOW_DAYS} days after`,
        querystring: analyticsQuerySchema.pick({ from: true, to: true }),
        response: { 200: successOf(cartReminderStatsSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      // The same range rules as the screen's other figures: either end may be left out.
      const to = request.query.to ?? storeToday(now());
      const from = request.query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
      const problem = rangeProblem(from, to, 'day');
      if (problem) throw new BadRequestError(problem, [{ path: 'from', message: problem }]);
      const data = await repository.stats(dayStart(from), dayStart(addDays(to, 1)), REMINDER_FOLLOW_DAYS);
      return { success: true as const, data };
    },
  );
};
