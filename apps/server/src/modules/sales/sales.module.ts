import { clockOf, defineModule } from '../module.ts';
import { createSalesRepository } from './sales.repository.ts';
import { adminSalesRoutes, publicSalesRoutes } from './sales.routes.ts';
import { createSalesService, type SalesService } from './sales.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sales: SalesService;
  }
}

/** A timer is never set further than this ahead: a long wait is re-armed rather than trusted to setTimeout. */
const MAX_TIMER_MS = 60 * 60_000;

/**
 * Scheduled sales (issue 27 item 2, decision 041). Registered before the catalogue, the cart and orders, which price
 * pieces with `app.sales`. Each instance turns its catalogue cache over at a sale's start and end by itself: every
 * read (GET/HEAD) first checks whether a start or end has passed since the cached answers were made, and a timer set
 * for the next one does the same when no request comes.
 */
export const salesModule = defineModule('sales', async (app, ctx) => {
  const { database, cache, guards } = ctx;
  const sales = createSalesService({ repository: createSalesRepository(database.db), cache, ...clockOf(ctx) });
  app.decorate('sales', sales);

  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') await sales.turnOver();
  });

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const now = ctx.deps.now ?? Date.now;
  async function arm() {
    if (closed) return;
    const due = await sales.nextTurnOver();
    const wait = Math.min(Math.max(due - now(), 1_000), MAX_TIMER_MS);
    timer = setTimeout(() => {
      sales
        .turnOver()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sale cache turnover failed'))
        .finally(() => void arm().catch(() => undefined));
    }, wait);
    timer.unref();
  }
  app.addHook('onReady', async () => {
    await arm().catch((error: unknown) => app.log.warn({ err: error }, 'sale timer not set'));
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });

  await app.register(publicSalesRoutes, { prefix: '/api/sales', sales });
  await app.register(adminSalesRoutes, { prefix: '/api/admin/sales', sales, requireAdmin: guards.requireAdmin });
});
