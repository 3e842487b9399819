/**
 * Errors a service throws to answer a client; the error handler turns each into the envelope with its status.
 * Anything else is a 500 whose details stay in the log.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: { path: string; message: string }[] | undefined;
  /** More fields of the envelope, for the route's answer schema to name (e.g. the order a conflict is about). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: { path: string; message: string }[],
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.details = details;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: { path: string; message: string }[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Not authorized, please sign in') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, undefined, details);
  }
}
export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
