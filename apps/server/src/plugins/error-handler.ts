import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutageOf } from '../db/database-unavailable.ts';
import { HttpError } from '../lib/errors.ts';
import { safeErrorMessage } from '../lib/log-redaction.ts';

/** The answer while the database cannot serve (restarting, down, out of connections): the client may try again. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again';
/** Seconds a client is asked to wait before trying again (a PostgreSQL restart takes a few). */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * When set, a route's validation failures are answered as one sentence, '<summary>: first, second' (spec §5's
     * 'Validation failed: ...' for orders); otherwise the messages are joined with '; '.
     */
    validationSummary?: string;
  }
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(error: FastifyError, summary: string | undefined) {
  const context = error.validationContext ?? 'request';
  const errors = (error.validation as ValidationIssue[]).map((issue) => {
    const path = issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '') ?? '';
    return { path: path || context, message: issue.params?.issue?.message ?? issue.message ?? 'Invalid value' };
  });
  const messages = [...new Set(errors.map((e) => e.message))];
  if (summary) return { message: `${summary}: ${messages.join(', ')}`, errors };
  return { message: messages.join('; ') || 'Invalid request', errors };
}

/**
 * The one error handler (architecture §4): the envelope `{ success: false, message, errors? }` with the right
 * status; 5xx answers never carry internals, which go to the log with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  const outageLog = createOutageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        ...error.details,
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error.validation) {
      const { message, errors } = describeValidation(error, request.routeOptions.config.validationSummary);
      return reply.status(400).send({ success: false, message, errors });
    }
    const outage = databaseOutageOf(error);
    if (outage) {
      outageLog.failed(request.log, outage);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit, ...) keep their status and message.
    return reply.status(status).send({ success: false, message: error.message });
  });
}

/** At most one line per this many ms while the database is away. */
const OUTAGE_LOG_EVERY_MS = 5_000;

/**
 * The log of a database outage: an outage fails every request alike, so the first failure is logged with the driver's
 * reason, then one line every few seconds counts the requests answered 503 since (not a line per request, not a stack).
 */
function createOutageLog(now: () => number = Date.now) {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return {
    failed(log: FastifyBaseLogger, outage: Error) {
      unlogged += 1;
      if (now() - loggedAt < OUTAGE_LOG_EVERY_MS) return;
      log.warn({ reason: safeErrorMessage(outage), requests: unlogged }, 'database unavailable: answered 503');
      loggedAt = now();
      unlogged = 0;
    },
  };
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route runs (a path parameter over the 100
 * characters the router allows, a malformed %-escape in the path). Answered in the envelope like every other error,
 * without echoing the path (it may hold a token).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid'
        : 'Invalid request';
  return reply.status(status).send({ success: false, message });
}
