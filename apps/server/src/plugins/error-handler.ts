import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutageOf } from '../db/database-unavailable.ts';
import { HttpError } from '../lib/errors.ts';
import { safeErrorMessage } from '../lib/log-redaction.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { translateMessage } from '@kala/contract/message-translation';
import type { Locale } from '@kala/contract/locale';

/** The answer while the database cannot serve (restarting, down, out of connections): the client may try again. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again';
/** The answer of an unexpected failure (500). */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
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

function describeValidation(error: FastifyError, summary: string | undefined, locale: Locale) {
  const context = error.validationContext ?? 'request';
  const tr = (message: string) => translateMessage(message, locale);
  const errors = (error.validation as ValidationIssue[]).map((issue) => {
    const path = issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '') ?? '';
    return { path: path || context, message: tr(issue.params?.issue?.message ?? issue.message ?? 'Invalid value') };
  });
  const messages = [...new Set(errors.map((e) => e.message))];
  if (summary) return { message: `${tr(summary)}: ${messages.join(', ')}`, errors };
  return { message: messages.join('; ') || tr('Invalid request'), errors };
}

/**
 * The one error handler (architecture §4): the envelope `{ success: false, message, errors? }` with the right
 * status; 5xx answers never carry internals, which go to the log with the request id. A request in Hindi (the
 * `x-kala-language` header, issue 28) gets the contract's messages in Hindi (`translateMessage`; a message the
 * catalogue does not know stays English).
 */
export function registerErrorHandler(app: FastifyInstance) {
  const outageLog = createOutageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const tr = (message: string) => translateMessage(message, locale);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        ...error.details,
        success: false,
        message: tr(error.message),
        ...(error.errors ? { errors: error.errors.map((e) => ({ ...e, message: tr(e.message) })) } : {}),
      });
    }
    if (error.validation) {
      const { message, errors } = describeValidation(error, request.routeOptions.config.validationSummary, locale);
      return reply.status(400).send({ success: false, message, errors });
    }
    const outage = databaseOutageOf(error);
    if (outage) {
      outageLog.failed(request.log, outage);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: tr(UNAVAILABLE_MESSAGE) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: tr(SERVER_ERROR_MESSAGE) });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit, ...) keep their status and message.
    return reply.status(status).send({ success: false, message: tr(error.message) });
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
