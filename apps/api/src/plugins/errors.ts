import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode, FieldErrorCode } from '@shop/shared';
import { ZodError } from 'zod';
import { AppError, validationError } from '../lib/errors';
import { ServiceUnavailableError } from '../lib/circuit-breaker';
import { describeDatabaseError, isDatabaseUnavailable, isTransactionConflict, isUnstorableText } from '../lib/pg-errors';

/** Seconds a client is asked to wait during a database outage: a restart or failover takes about that long. */
export const RETRY_AFTER_SECONDS = 5;
/** The answer during an outage (503 with Retry-After), the same from any route and from /readyz. */
export const UNAVAILABLE = { message: 'The shop is briefly unavailable. Please try again in a moment.', code: 'service_unavailable' } as const satisfies ApiErrorBody;

/** Every error answer is built here, so its code is a member of the shared list (docs/decisions/032). */
const errorBody = (message: string, code: ErrorCode, fields?: Record<string, string>, fieldCodes?: Record<string, FieldErrorCode>): ApiErrorBody => ({
  message,
  code,
  ...(fields ? { fields } : {}),
  ...(fields && fieldCodes ? { fieldCodes } : {}),
});

/** Messages for the framework's own client errors, so none leaks internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is not valid.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** Every error leaves as `{ message, code, fields?, fieldCodes? }`; a 5xx never carries a stack or internal detail. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * The one way an error becomes an answer: the error handler's, and the router's own refusals (a path that is not
 * valid percent-encoding, a parameter past maxParamLength) through Fastify's `frameworkErrors` option, which
 * otherwise answers them itself with Fastify's codes and the path echoed back.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error instanceof ZodError ? validationError(error) : error instanceof AppError ? error : undefined;
  if (known) {
    // A limit's 429 says how long to wait (docs/decisions/025), as does a 503 that knows (an SMS that could not go,
    // docs/decisions/076); a header already set is kept.
    if ((known.statusCode === 429 || known.statusCode === 503) && 'retryAfterSeconds' in known && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(known.retryAfterSeconds));
    }
    return reply.code(known.statusCode).send(errorBody(known.message, known.code, known.fields, known.fieldCodes));
  }
  if (isUnstorableText(error)) {
    // A schema that let a control character through: the client's fault, but a gap of ours to close.
    request.log.warn({ url: request.routeOptions.url }, 'unstorable text reached the database');
    return reply.code(400).send(errorBody('Some text in the request has characters that cannot be stored.', 'validation_error'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The framework's and its plugins' own client errors carry no code of ours: the status chooses one.
    const code: ErrorCode = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'validation_error';
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? 'The request is not valid.';
    return reply.code(status).send(errorBody(message, code));
  }
  // A database error is logged by its summary only: its parameters and row values are shoppers' data.
  const database = describeDatabaseError(error);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ database }, 'database unavailable');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(UNAVAILABLE);
  }
  if (isTransactionConflict(error)) {
    // A deadlock or serialization failure still there after db.transaction's retries (decision 054): the shop is
    // busy, not broken; the same click a moment later works.
    request.log.warn({ database }, 'database busy: transaction conflict after retries');
    return reply.code(503).header('retry-after', '1').send(UNAVAILABLE);
  }
  if (error instanceof ServiceUnavailableError) {
    // An outside service that fails closed (docs/decisions/052): its breaker keeps the next requests from waiting.
    request.log.warn({ reason: error.message }, 'outside service unavailable');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(UNAVAILABLE);
  }
  if (database) request.log.error({ database }, 'request failed');
  else request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody('Something went wrong on our side. Please try again.', 'internal_error'));
}
