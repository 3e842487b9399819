import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUBSCRIBER_CSV_HEADER,
  adminListQuerySchema,
  contactListSchema,
  feedbackListSchema,
  storeToday,
  subscriberListSchema,
} from '@kala/contract/analytics';
import { errorSchema, paginate } from '@kala/contract/envelope';
import type { ContactRepository } from '../contact/contact.repository.ts';
import type { FeedbackRepository } from '../feedback/feedback.repository.ts';
import type { NewsletterRepository } from '../newsletter/newsletter.repository.ts';
import { csvStream, keysetPages } from './csv.ts';

const listAnswers = (data: typeof feedbackListSchema | typeof subscriberListSchema | typeof contactListSchema) => ({
  200: data,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
});

/**
 * What shoppers and visitors sent the store, for the admin (issue 11 item 6): feedback, confirmed newsletter
 * subscribers (and their CSV export) and contact messages, newest first, a page at a time. Read only: nothing here is
 * audited.
 */
export const adminListsRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackRepository;
  newsletter: NewsletterRepository;
  contact: ContactRepository;
  requireAdmin: preHandlerAsyncHookHandler;
  now?: () => number;
}> = async (app, { feedback, newsletter, contact, requireAdmin, now = Date.now }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback from shoppers, newest first',
        querystring: adminListQuerySchema,
        response: listAnswers(feedbackListSchema),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await feedback.list(page, limit);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          starsRating: row.starsRating,
          satisfaction: row.satisfaction,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginate(total, page, limit),
      };
    },
  );

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirmed newsletter subscribers, newest first, and how many addresses await confirmation',
        querystring: adminListQuerySchema,
        response: listAnswers(subscriberListSchema),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total, pending } = await newsletter.list(page, limit);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          source: row.source,
          confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginate(total, page, limit),
        awaitingConfirmation: pending,
      };
    },
  );

  app.get(
    '/newsletter.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every confirmed newsletter address as a CSV file (text/csv attachment), streamed',
        // A stream of text/csv: Fastify pipes it as it is, the JSON serializer never sees it.
        response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      // Confirmed addresses only (decision 022): a pending address never said yes, one that left said no. Read a page
      // at a time as the download goes (csv.ts), the first page before the answer starts.
      const pages = await keysetPages(
        (afterId, size) => newsletter.exportPage(afterId, size),
        (rows) =>
          rows.map((row) => [row.email, row.source, 'Subscribed', (row.confirmedAt ?? row.createdAt).toISOString()]),
      );
      const csv = csvStream(SUBSCRIBER_CSV_HEADER, pages);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kala-newsletter-subscribers-${storeToday(now())}.csv"`)
          // A list of people's addresses: never kept by a shared cache or the browser's.
          .header('cache-control', 'no-store')
          // The stream of the text the schema documents.
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent through the contact page, newest first',
        querystring: adminListQuerySchema,
        response: listAnswers(contactListSchema),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await contact.list(page, limit);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginate(total, page, limit),
      };
    },
  );
};
