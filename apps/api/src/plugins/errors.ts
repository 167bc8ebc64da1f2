import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@shop/shared';
import { ZodError } from 'zod';
import { AppError, validationError } from '../lib/errors';
import { isUnstorableText } from '../lib/pg-errors';

/** Messages for the framework's own client errors, so none leaks internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is not valid.',
};

/** Every error leaves as `{ message, code, fields? }`; a 5xx never carries a stack or internal detail. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ZodError ? validationError(error) : error instanceof AppError ? error : undefined;
    if (known) {
      return reply.code(known.statusCode).send({ message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) });
    }
    if (isUnstorableText(error)) {
      // A schema that let a control character through: the client's fault, but a gap of ours to close.
      request.log.warn({ url: request.routeOptions.url }, 'unstorable text reached the database');
      return reply.code(400).send({ message: 'Some text in the request has characters that cannot be stored.', code: ErrorCode.validation });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? ErrorCode.tooLarge : status === 429 ? ErrorCode.rateLimited : ErrorCode.validation;
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? 'The request is not valid.';
      return reply.code(status).send({ message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: ErrorCode.internal });
  });
}
