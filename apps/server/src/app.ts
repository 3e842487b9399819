import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { connectCacheBus } from './lib/cache-bus.ts';
import { createResponseCache, type ResponseCache } from './lib/response-cache.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker.ts';
import { MAIL_JOB } from './lib/mail/mail-outbox.ts';
import { createMailer, type Mailer, type MailMessage } from './lib/mail/mailer.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/auth-limits.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import type { LoginThrottleSettings } from './modules/auth/login-throttle.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createGoogleVerifier } from './providers/identity/google-id-token.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
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
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPincodeDirectory } from './modules/shipping/pincode-directory.ts';
import {
  DEFAULT_SHIPPING_RATE_LIMITS,
  shippingRoutes,
  type ShippingRateLimits,
} from './modules/shipping/shipping.routes.ts';
import { createShippingService, type ShippingService } from './modules/shipping/shipping.service.ts';
import { createLocalZoneRates } from './providers/shipping/local-zone-rates.ts';
import { createShiprocketProvider } from './providers/shipping/shiprocket.ts';
import type { ShippingProvider } from './providers/shipping/shipping-provider.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
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
  /** Per-address limits of the shipping routes (modules/shipping/shipping.routes.ts). */
  shippingRateLimits?: Partial<ShippingRateLimits>;
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

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Only proxies we are told about may set the client address, or anyone could pick theirs past the rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // Answers in flight finish on close; idle keep-alive sockets are closed so shutdown is quick.
    forceCloseConnections: 'idle',
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  if (!deps.database) app.addHook('onClose', () => database.close());
  if (config.redisUrl) {
    const bus = await connectCacheBus(config.redisUrl, cache, randomUUID());
    app.addHook('onClose', () => bus.close());
  }

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { googleSignIn: Boolean(config.google) });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerRateLimits(app, config.redisUrl);
  await registerApiDocs(app);

  const tokens = createSessionTokens(config.jwtSecret, deps.now);
  const guards = registerAuthentication(app, database.db, tokens);

  // Accounts (issue 4): sign-up and sign-in, Google, password reset by mail through the outbox, feedback.
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail') });
  const outbox = createOutboxWorker({
    db: database.db,
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
    handlers: { [MAIL_JOB]: (payload) => mailer.send(payload as MailMessage) },
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
  const authLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.authRateLimits };
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
  await app.register(healthRoutes, { prefix: '/api', database });
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
  await app.register(ordersRoutes, {
    prefix: '/api/orders',
    orders: createOrdersService({
      repository: createOrdersRepository(database.db),
      shipping,
      cache,
      gstPercent: config.gstPercent,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    requireUser: guards.requireUser,
    placeLimitPerMinute: config.orderRateLimit,
  });
  await app.register(newsletterRoutes, {
    prefix: '/api/newsletter',
    newsletter: createNewsletterService(createNewsletterRepository(database.db)),
  });
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService(createContactRepository(database.db)),
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
      renderFirstFrame: await loadServerRenderer(config.webDistDir, createCatalogAnswers(catalog), app.log),
      cache,
    }),
  });

  return { app, database, cache, auth, shipping, outbox };
}
