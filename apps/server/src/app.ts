import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker.ts';
import { prettyLogStream } from './lib/log-format.ts';
import { requestUrlForLog, scrubLogLine, serializeError, serializeRequest } from './lib/log-redaction.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import { createResponseCache, type ResponseCache } from './lib/response-cache.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import type { AuthRateLimits } from './modules/auth/auth-limits.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { LoginThrottleSettings } from './modules/auth/login-throttle.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { cartModule } from './modules/cart/cart.module.ts';
import { cartRemindersModule } from './modules/cart-reminders/cart-reminders.module.ts';
import { claimsModule } from './modules/claims/claims.module.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { salesModule } from './modules/sales/sales.module.ts';
import type { Drain } from './modules/health/drain.ts';
import { giftingModule } from './modules/gifting/gifting.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { invoicesModule } from './modules/invoices/invoices.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { messagingModule } from './modules/messaging/messaging.module.ts';
import type { ModuleContext } from './modules/module.ts';
import { newsletterModule } from './modules/newsletter/newsletter.module.ts';
import { ordersModule } from './modules/orders/orders.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { promotionsModule } from './modules/promotions/promotions.module.ts';
import { reviewsModule } from './modules/reviews/reviews.module.ts';
import { pagesModule } from './modules/seo/seo.module.ts';
import { shipmentsModule } from './modules/shipments/shipments.module.ts';
import { shippingModule } from './modules/shipping/shipping.module.ts';
import { stockModule } from './modules/stock/stock.module.ts';
import { codModule } from './modules/cod/cod.module.ts';
import { deliveryEstimateModule } from './modules/delivery-estimate/delivery-estimate.module.ts';
import { taxModule } from './modules/tax/tax.module.ts';
import type { ShippingRateLimits } from './modules/shipping/shipping.routes.ts';
import type { ShippingService } from './modules/shipping/shipping.service.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import type { ShipmentProvider } from './providers/shipping/shipment-provider.ts';
import type { ShippingProvider } from './providers/shipping/shipping-provider.ts';

export interface AppDeps {
  /** An open database; when absent, buildApp opens the one the config names and closes it with the app. */
  database?: Database;
  cache?: ResponseCache;
  /** Clock for sessions, sign-in throttling and reset links (tests move it). */
  now?: () => number;
  /** Per-address limits of the account routes; strict defaults (modules/auth/auth-limits.ts). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Per-account sign-in slow-down; strict defaults (modules/auth/login-throttle.ts). */
  loginThrottle?: Partial<LoginThrottleSettings>;
  /** Where mail goes; by default SMTP_URL, else `.eml` files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Courier rates; by default Shiprocket when configured, else the built-in zone rates. */
  shippingProvider?: ShippingProvider;
  /** Payments; by default Razorpay when configured, else the local test gateway. */
  paymentProvider?: PaymentProvider;
  /** Courier shipments; by default Shiprocket when configured, else the local courier (decision 013). */
  shipmentProvider?: ShipmentProvider;
  /** Per-address limits of the shipping routes (modules/shipping/shipping.routes.ts). */
  shippingRateLimits?: Partial<ShippingRateLimits>;
  /** Where log lines go (tests read them); stdout by default. Only used when LOG_LEVEL is not silent. */
  logStream?: { write(line: string): void };
}

export interface App {
  app: FastifyInstance;
  database: Database;
  cache: ResponseCache;
  auth: AuthService;
  /** Courier rates and PIN codes; the order service quotes shipping again through it. */
  shipping: ShippingService;
  /** Sends queued mail and other outbox jobs; main starts it (startup.ts), close stops it. */
  outbox: OutboxWorker;
  /** Readiness off, then serve until requests stop arriving: main.ts's SIGTERM, before close (modules/health). */
  drain: Drain;
}

/** Opens the database the configuration names (PGlite in DATA_DIR/db unless DATABASE_URL is set). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    onIdleError: (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`),
  });
}

/** Builds the whole application: the platform, then the domain modules. What main.ts serves and tests inject into. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const cache = deps.cache ?? createResponseCache();
  const sessions = createSessionCache();
  const app = await createServer(config, deps);
  if (!deps.database) app.addHook('onClose', () => database.close());
  if (config.redisUrl) {
    // Loaded only with REDIS_URL, as the rate limits' Redis store is (issue 13: memory of a single instance).
    const { connectCacheBus } = await import('./lib/cache-bus.ts');
    const bus = await connectCacheBus(config.redisUrl, { cache, sessions }, randomUUID(), app.log);
    app.addHook('onClose', () => bus.close());
  }

  registerErrorHandler(app);
  // No text with a NUL character reaches a route (issue 16): 400 in the envelope.
  registerInputGuard(app);
  // Prometheus figures (issue 12): its hook times every route registered after it.
  registerMetrics(app, { token: config.metricsToken, database });
  await registerSecurityHeaders(app, { googleSignIn: Boolean(config.google), razorpay: Boolean(config.razorpay) });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerRateLimits(app, config.redisUrl);
  await registerApiDocs(app);

  const tokens = createSessionTokens(config.jwtSecret, deps.now);
  const guards = registerAuthentication(app, database.db, tokens, deps.now, sessions);
  // The modules add their job handlers to it; main starts it (startup.ts), close stops it.
  const outbox = createOutboxWorker({ db: database.db, logger: app.log, ...(deps.now ? { now: deps.now } : {}) });
  const ctx: ModuleContext = { config, deps, database, cache, guards, jobs: outbox };

  // Each module registers its routes under /api, its outbox jobs and what it decorates the app with for the modules
  // after it (modules/module.ts); the pages come last, for the SPA fallback.
  await app.register(mailModule, ctx);
  // WhatsApp/SMS beside mail: `app.messaging.queue` for the modules after it (cod, orders, shipments).
  await app.register(messagingModule, ctx);
  await app.register(cartRemindersModule, ctx);
  await app.register(healthModule, ctx);
  await app.register(authModule(tokens), ctx);
  await app.register(salesModule, ctx);
  await app.register(catalogModule, ctx);
  await app.register(searchModule, ctx);
  await app.register(shippingModule, ctx);
  await app.register(taxModule, ctx);
  await app.register(giftingModule, ctx);
  await app.register(codModule, ctx);
  await app.register(deliveryEstimateModule, ctx);
  await app.register(cartModule, ctx);
  await app.register(invoicesModule, ctx);
  await app.register(ordersModule, ctx);
  await app.register(promotionsModule, ctx);
  await app.register(paymentsModule, ctx);
  await app.register(shipmentsModule, ctx);
  // Damage claims after delivery (issue 26 item 5): reach orders through `app.orders`.
  await app.register(claimsModule, ctx);
  await app.register(newsletterModule, ctx);
  await app.register(uploadsModule, ctx);
  await app.register(reviewsModule, ctx);
  await app.register(adminModule, ctx);
  await app.register(stockModule, ctx);
  await app.register(pagesModule, ctx);
  // Closing runs the hooks last added first: the worker stops (its job in flight done) before the mailer and the
  // database it uses close.
  app.addHook('onClose', () => outbox.stop());

  return { app, database, cache, auth: app.auth, shipping: app.shipping, outbox, drain: app.drain };
}

/** Fastify with the store's validator, request ids, one log line per request and framework errors in the envelope. */
async function createServer(config: Config, deps: AppDeps) {
  // A person at a terminal reads pretty lines; anything else gets JSON (lib/log-format.ts).
  const logStream =
    deps.logStream ??
    (config.logFormat === 'pretty' && config.logLevel !== 'silent' ? await prettyLogStream() : undefined);
  const app = Fastify({
    // No line carries a token, a password, a hash or a mail's body (lib/log-redaction.ts).
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { err: serializeError, req: serializeRequest },
            hooks: { streamWrite: scrubLogLine },
            ...(logStream ? { stream: logStream } : {}),
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Only proxies we are told about may set the client address, or anyone could pick theirs past the rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // Answers in flight finish on close; idle keep-alive sockets are closed so shutdown is quick.
    forceCloseConnections: 'idle',
    // A request that arrives on a kept-alive connection while closing is served (with `Connection: close`), not
    // refused with a bare 503: the proxy sent it before it saw this instance leave (issue 12, SIGTERM under load).
    return503OnClosing: false,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own errors (a path parameter too long, a bad %-escape) in the envelope too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, and the URL with token segments and sensitive query values masked.
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: requestUrlForLog(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  return app as unknown as FastifyInstance;
}
