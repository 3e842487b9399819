import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobRegistry } from '../jobs/outbox.ts';
import type { ResponseCache } from '../lib/response-cache.ts';
import type { Guards } from '../plugins/authenticate.ts';

/** What every module is handed: the configuration, the database, the shared cache, the guards and the outbox. */
export interface ModuleContext {
  config: Config;
  /** What tests put in place of the configured parts (providers, clocks, limits). */
  deps: AppDeps;
  database: Database;
  cache: ResponseCache;
  guards: Guards;
  /** Where a module registers the handlers of its outbox jobs (jobs/outbox.ts lists the kinds). */
  jobs: JobRegistry;
}

/** The test clock when one is given, passed on as the services' optional `now`. */
export const clockOf = (ctx: ModuleContext) => (ctx.deps.now ? { now: ctx.deps.now } : {});

/**
 * A module: one Fastify plugin that registers its routes, its outbox job handlers and its scheduled work, and
 * decorates the app with the service other modules use (`app.orders`). It is not encapsulated (fastify-plugin), so
 * the decoration is seen by the modules registered after it; `dependencies` names those it needs, which Fastify
 * checks when it loads them.
 */
export function defineModule(
  name: string,
  plugin: (app: FastifyInstance, ctx: ModuleContext) => Promise<void>,
  dependencies: string[] = [],
): FastifyPluginAsync<ModuleContext> {
  return fp(plugin, { name, dependencies, fastify: '5.x' });
}
