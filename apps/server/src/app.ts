import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { connectCacheBus } from './lib/cache-bus.ts';
import { createResponseCache, type ResponseCache } from './lib/response-cache.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebAssets } from './plugins/web-assets.ts';

export interface AppDeps {
  /** An open database; when absent, buildApp opens the one the config names and closes it with the app. */
  database?: Database;
  cache?: ResponseCache;
}

export interface App {
  app: FastifyInstance;
  database: Database;
  cache: ResponseCache;
}

/** Opens the database the configuration names (PGlite in DATA_DIR/db unless DATABASE_URL is set). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
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
    trustProxy: true,
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
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Limits are opt-in per route (sign-in, reset, ...); with REDIS_URL they are shared by all instances.
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);

  const tokens = createSessionTokens(config.jwtSecret);
  const guards = registerAuthentication(app, database.db, tokens);
  void guards; // used by the account, cart and admin modules as they land

  // Domain modules. Each registers its routes under /api with the services and guards it needs.
  await app.register(healthRoutes, { prefix: '/api', database });
  const catalog = createCatalogService(createCatalogRepository(database.db), cache);
  await app.register(catalogRoutes, { prefix: '/api/products', catalog });

  await registerWebAssets(app, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });

  return { app, database, cache };
}
