import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The drain ends once no request (health checks aside) has arrived for this long: the proxy has moved on. */
export const DRAIN_QUIET_MS = 1_000;
/** And in any case after this long (a client talking to this instance directly never stops by itself). */
export const DRAIN_MAX_MS = 5_000;

/** Routes a load balancer polls; they say nothing about whether shoppers still arrive. */
const HEALTH_ROUTES = new Set(['/api/ready', '/api/health']);

/**
 * The first step of a graceful stop behind a load balancer (issue 12: SIGTERM under load drops no request). On
 * `begin()`, `/api/ready` answers 503 so the proxy's health check takes this instance out of rotation, while the
 * instance goes on serving everything that still reaches it; `settled()` resolves once requests have stopped arriving
 * (or after DRAIN_MAX_MS), and only then does main.ts close the server. Closing at once instead refuses the requests
 * the proxy sends before its next health check. Every answer given while draining says `Connection: close`, so no
 * kept-alive connection is left idle for the close to wait on (Node would keep it until its keep-alive timeout).
 */
export function registerDrain(app: FastifyInstance, now: () => number = Date.now) {
  const drain = createDrain(now);
  app.addHook('onRequest', drain.onRequest);
  app.addHook('onSend', drain.onSend);
  return drain;
}

export function createDrain(now: () => number = Date.now) {
  let startedAt: number | undefined;
  let lastRequestAt = 0;

  return {
    /** True once the stop has begun: readiness answers 503. */
    get draining() {
      return startedAt !== undefined;
    },
    // Both hooks run on every request, so they are callback hooks: an async one costs a promise and a tick each.
    /** The root onRequest hook: notes when the last shopper's request arrived. */
    onRequest: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!HEALTH_ROUTES.has(request.routeOptions.url ?? '')) lastRequestAt = now();
      done();
    },
    /** The root onSend hook: while draining, the connection closes after this answer. */
    onSend: (
      _request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload: unknown) => void,
    ) => {
      if (startedAt !== undefined) reply.header('connection', 'close');
      done(null, payload);
    },
    begin() {
      startedAt ??= now();
    },
    /** Resolves when no request has arrived for `quietMs`, at the latest `maxMs` after begin(). */
    async settled(quietMs = DRAIN_QUIET_MS, maxMs = DRAIN_MAX_MS): Promise<void> {
      const began = startedAt ?? now();
      for (;;) {
        const quietSince = Math.max(began, lastRequestAt);
        const left = Math.min(quietSince + quietMs, began + maxMs) - now();
        if (left <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, left));
      }
    },
  };
}

export type Drain = ReturnType<typeof createDrain>;
