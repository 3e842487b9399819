import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { prettyLogStream } from './lib/log-format.ts';
import { requestUrlForLog, scrubLogLine, serializeError, serializeRequest } from './lib/log-redaction.ts';
import { createResponseCache, type ResponseCache } from './lib/response-cache.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { createAdminProductsRepository } from './modules/admin-products/admin-products.repository.ts';
import { adminProductsRoutes } from './modules/admin-products/admin-products.routes.ts';
import { createAdminProductsService } from './modules/admin-products/admin-products.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker.ts';
import { MAIL_JOB } from './lib/mail/mail-outbox.ts';
import { createMailer, type Mailer, type MailMessage } from './lib/mail/mailer.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/auth-limits.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, RESET_REQUEST_JOB, type AuthService } from './modules/auth/auth.service.ts';
import type { LoginThrottleSettings } from './modules/auth/login-throttle.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createGoogleVerifier } from './providers/identity/google-id-token.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { createAdminStatsRepository } from './modules/admin/stats.repository.ts';
import { adminStatsRoutes } from './modules/admin/stats.routes.ts';
import { createAdminStatsService } from './modules/admin/stats.service.ts';
import { createAdminUsersRepository } from './modules/admin/users.repository.ts';
import { adminUsersRoutes } from './modules/admin/users.routes.ts';
import { createAdminUsersService } from './modules/admin/users.service.ts';
import { registerDrain, type Drain } from './modules/health/drain.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { operationsRoutes } from './modules/operations/operations.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createNewsletterService, NEWSLETTER_REQUEST_JOB } from './modules/newsletter/newsletter.service.ts';
import { createCatalogAnswers } from './modules/seo/catalog-answers.ts';
import { createPageRenderer } from './modules/seo/render-page.ts';
import { loadServerRenderer } from './modules/seo/server-render.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService, PAYMENT_EXPIRY_JOB, PAYMENT_REFUND_JOB } from './modules/orders/orders.service.ts';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.ts';
import { createAdminOrdersService } from './modules/orders/admin-orders.service.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService, TEST_GATEWAY_WEBHOOK_JOB } from './modules/payments/payments.service.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createRazorpayProvider } from './providers/payments/razorpay.ts';
import { createTestGateway } from './providers/payments/test-gateway.ts';
import { createPincodeDirectory } from './modules/shipping/pincode-directory.ts';
import {
  DEFAULT_SHIPPING_RATE_LIMITS,
  shippingRoutes,
  type ShippingRateLimits,
} from './modules/shipping/shipping.routes.ts';
import { createShippingService, type ShippingService } from './modules/shipping/shipping.service.ts';
import { createLocalZoneRates } from './providers/shipping/local-zone-rates.ts';
import { createShiprocketProvider } from './providers/shipping/shiprocket.ts';
import { createLocalCourier } from './providers/shipping/local-courier.ts';
import { createShipmentsRepository } from './modules/shipments/shipments.repository.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import {
  createShipmentsService,
  SHIPMENT_CLOCK_JOB,
  SHIPMENT_ORDER_STATUS_JOB,
} from './modules/shipments/shipments.service.ts';
import type { ShippingProvider } from './providers/shipping/shipping-provider.ts';
import type { ShipmentProvider } from './providers/shipping/shipment-provider.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createCloudinaryStorage } from './providers/images/cloudinary.ts';
import { createLocalImageStorage } from './providers/images/local-storage.ts';
import { adminListsRoutes } from './modules/analytics/admin-lists.routes.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebAssets } from './plugins/web-assets.ts';

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

/** Builds the whole application: plugins, then domain modules. What main.ts serves and what tests inject into. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const cache = deps.cache ?? createResponseCache();

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

  if (!deps.database) app.addHook('onClose', () => database.close());
  if (config.redisUrl) {
    // Loaded only with REDIS_URL, as the rate limits' Redis store is (issue 13: memory of a single instance).
    const { connectCacheBus } = await import('./lib/cache-bus.ts');
    const bus = await connectCacheBus(config.redisUrl, cache, randomUUID(), app.log);
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
  const guards = registerAuthentication(app, database.db, tokens, deps.now);

  // Accounts (issue 4): sign-up and sign-in, Google, password reset by mail through the outbox, feedback.
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail') });
  const outbox = createOutboxWorker({
    db: database.db,
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
    handlers: {
      [MAIL_JOB]: (payload) => mailer.send(payload as MailMessage),
      // Forgot-password's per-account work runs here, after the answer (issue 16).
      [RESET_REQUEST_JOB]: (payload) => auth.sendResetLink(payload),
      // A newsletter subscribe's per-address work (a confirmation mail or none) runs here too (decision 022).
      [NEWSLETTER_REQUEST_JOB]: (payload) => newsletter.handleRequest(payload),
      // Online payments (issue 10): give up on unpaid orders, send refunds, deliver the test gateway's webhooks.
      [PAYMENT_EXPIRY_JOB]: async (payload) => void (await payments.expire((payload as { orderId: string }).orderId)),
      [PAYMENT_REFUND_JOB]: async (payload) => void (await payments.refund((payload as { refundId: string }).refundId)),
      // Shipments (issue 11): the local courier's clock, and the order following its shipment (shipped, delivered).
      [SHIPMENT_CLOCK_JOB]: (payload) => shipments.syncClock(payload),
      [SHIPMENT_ORDER_STATUS_JOB]: (payload) => shipments.applyOrderStatus(payload),
      [TEST_GATEWAY_WEBHOOK_JOB]: async (payload) => {
        const delivery = payload as { body: string; signature: string; eventId: string };
        const answer = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': delivery.signature,
            'x-razorpay-event-id': delivery.eventId,
          },
          payload: delivery.body,
        });
        if (answer.statusCode >= 300) throw new Error(`webhook answered ${answer.statusCode}`);
      },
    },
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    tokens,
    google: config.google
      ? createGoogleVerifier({ ...config.google, ...(deps.now ? { now: deps.now } : {}) })
      : undefined,
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.loginThrottle ? { loginThrottle: deps.loginThrottle } : {}),
  });
  const authLimits = {
    ...DEFAULT_AUTH_RATE_LIMITS,
    register: { ...DEFAULT_AUTH_RATE_LIMITS.register, max: config.signupRateLimit },
    ...deps.authRateLimits,
  };
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    guards,
    limits: authLimits,
    googleClientId: config.google?.clientId,
  });
  await app.register(feedbackRoutes, {
    prefix: '/api/feedback',
    repository: createFeedbackRepository(database.db),
    guards,
    limit: authLimits.feedback,
  });

  // Domain modules. Each registers its routes under /api with the services and guards it needs.
  const drain = registerDrain(app);
  await app.register(healthRoutes, { prefix: '/api', database, drain });
  // Backups of the embedded database while it runs, for `npm run backup` (issue 12).
  await app.register(operationsRoutes, {
    prefix: '/api/operations',
    database,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
  });
  const catalog = createCatalogService(createCatalogRepository(database.db), cache);
  await app.register(catalogRoutes, { prefix: '/api/products', catalog });
  // Shipping (issue 9): PIN-code directory (data loads on first use), courier rates from Shiprocket or the zone table.
  const pincodes = createPincodeDirectory({ pickupPincode: config.pickupPincode });
  const shipping = createShippingService({
    provider:
      deps.shippingProvider ??
      (config.shiprocket
        ? createShiprocketProvider({
            email: config.shiprocket.email,
            password: config.shiprocket.password,
            ...(config.shiprocket.baseUrl ? { baseUrl: config.shiprocket.baseUrl } : {}),
          })
        : createLocalZoneRates({ zoneBetween: pincodes.zoneBetween })),
    directory: pincodes,
    pickupPincode: config.pickupPincode,
    onProviderError: (error) => app.log.warn({ err: error }, 'shipping rates failed'),
  });
  await app.register(shippingRoutes, {
    prefix: '/api/shipping',
    shipping,
    requireUser: guards.requireUser,
    limits: { ...DEFAULT_SHIPPING_RATE_LIMITS, ...deps.shippingRateLimits },
  });
  await app.register(cartRoutes, {
    prefix: '/api/cart',
    cart: createCartService(createCartRepository(database.db), { gstPercent: config.gstPercent }),
    requireUser: guards.requireUser,
  });
  await app.register(wishlistRoutes, {
    prefix: '/api/wishlist',
    wishlist: createWishlistService(createWishlistRepository(database.db)),
    requireUser: guards.requireUser,
  });
  // Orders (issue 9): priced by one function, placed in one transaction, shipping quoted again at order time.
  const ordersRepository = createOrdersRepository(database.db);
  const orders = createOrdersService({
    repository: ordersRepository,
    shipping,
    cache,
    gstPercent: config.gstPercent,
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(ordersRoutes, {
    prefix: '/api/orders',
    orders,
    requireUser: guards.requireUser,
    placeLimitPerMinute: config.orderRateLimit,
  });
  // Online payments (issue 10): Razorpay when configured, else the local test gateway (architecture §5).
  const testGateway = config.razorpay ? undefined : createTestGateway({ db: database.db, secret: config.jwtSecret });
  const payments = createPaymentsService({
    orders,
    ordersRepository,
    repository: createPaymentsRepository(database.db),
    provider:
      deps.paymentProvider ??
      (config.razorpay
        ? createRazorpayProvider({
            keyId: config.razorpay.keyId,
            keySecret: config.razorpay.keySecret,
            ...(config.razorpay.webhookSecret ? { webhookSecret: config.razorpay.webhookSecret } : {}),
            ...(config.razorpay.baseUrl ? { baseUrl: config.razorpay.baseUrl } : {}),
          })
        : testGateway!.provider),
    testGateway: deps.paymentProvider ? undefined : testGateway,
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(paymentsRoutes, {
    prefix: '/api/payments',
    payments,
    requireUser: guards.requireUser,
    placeLimitPerMinute: config.orderRateLimit,
  });
  const newsletter = createNewsletterService({
    repository: createNewsletterRepository(database.db),
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    secret: config.jwtSecret,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', newsletter });
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService(createContactRepository(database.db)),
  });
  // Admin panel (issue 11). Every route below is admin only (guards.requireAdmin) unless it says otherwise.
  // admin: products (writes, sanitized rich text)
  await app.register(adminProductsRoutes, {
    prefix: '/api',
    products: createAdminProductsService({
      repository: createAdminProductsRepository(database.db),
      cache,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    requireAdmin: guards.requireAdmin,
  });
  // admin: uploads (images)
  // Images judged by their bytes, re-encoded by sharp to WebP variants on disk, or sent on to Cloudinary (decision 011).
  await app.register(uploadsRoutes, {
    prefix: '/api/uploads',
    uploads: createUploadsService({
      storage: config.cloudinary
        ? createCloudinaryStorage(config.cloudinary)
        : createLocalImageStorage({ uploadsDir: config.uploadsDir }),
      logger: app.log,
    }),
    requireAdmin: guards.requireAdmin,
  });
  // admin: orders (status changes, admin lists and stats)
  await app.register(adminOrdersRoutes, {
    prefix: '/api/orders',
    orders,
    admin: createAdminOrdersService({ orders, repository: ordersRepository }),
    requireAdmin: guards.requireAdmin,
  });
  // admin: shipments (courier actions, tracking webhook)
  // Shiprocket when configured, else the local courier on its clock (decision 013). The local courier stays at hand
  // for shipments made before Shiprocket was switched on.
  const localCourier = createLocalCourier({
    // Its city from the PIN-code data, read when first needed (that data loads on first use, not at start).
    pickupLocation: async () => {
      const place = await pincodes.lookup(config.pickupPincode).catch(() => undefined);
      return {
        name: config.pickupLocation,
        address: `${config.storeName} studio`,
        city: place?.city ?? config.pickupPincode,
        state: place?.state ?? '',
        pincode: config.pickupPincode,
        phone: null,
        primary: true,
      };
    },
    ...(deps.now ? { now: deps.now } : {}),
  });
  const shipments = createShipmentsService({
    repository: createShipmentsRepository(database.db),
    provider:
      deps.shipmentProvider ??
      (config.shiprocket
        ? createShiprocketProvider({
            email: config.shiprocket.email,
            password: config.shiprocket.password,
            ...(config.shiprocket.baseUrl ? { baseUrl: config.shiprocket.baseUrl } : {}),
          })
        : localCourier),
    local: localCourier,
    orders,
    pickupLocation: config.pickupLocation,
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(shipmentsRoutes, {
    prefix: '/api/shipping',
    shipments,
    requireUser: guards.requireUser,
    requireAdmin: guards.requireAdmin,
    webhookToken: config.shiprocketWebhookToken,
    storeName: config.storeName,
  });
  // admin: users, overview stats, demo admin
  const adminUsersRepository = createAdminUsersRepository(database.db);
  await app.register(adminUsersRoutes, {
    prefix: '/api/admin/users',
    users: createAdminUsersService({
      repository: adminUsersRepository,
      auth: createAuthRepository(database.db),
      ...(deps.now ? { now: deps.now } : {}),
    }),
    requireAdmin: guards.requireAdmin,
  });
  await app.register(adminStatsRoutes, {
    prefix: '/api/admin',
    stats: createAdminStatsService(createAdminStatsRepository(database.db)),
    requireAdmin: guards.requireAdmin,
  });
  // admin: analytics, feedback, newsletter, contact lists
  await app.register(analyticsRoutes, {
    prefix: '/api/admin',
    analytics: createAnalyticsService(createAnalyticsRepository(database.db), deps.now),
    requireAdmin: guards.requireAdmin,
  });
  await app.register(adminListsRoutes, {
    prefix: '/api/admin',
    feedback: createFeedbackRepository(database.db),
    newsletter: createNewsletterRepository(database.db),
    contact: createContactRepository(database.db),
    requireAdmin: guards.requireAdmin,
    ...(deps.now ? { now: deps.now } : {}),
  });

  await app.register(seoRoutes, { repository: createSeoRepository(database.db), cache, publicUrl: config.publicUrl });

  await registerWebAssets(app, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    // Public pages arrive server-rendered; product pages carry their own title, description, Open Graph tags and
    // JSON-LD (modules/seo).
    renderPage: createPageRenderer(catalog, {
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      renderFirstFrame: loadServerRenderer(config.webDistDir, createCatalogAnswers(catalog), app.log),
      cache,
    }),
  });

  return { app, database, cache, auth, shipping, outbox, drain };
}
