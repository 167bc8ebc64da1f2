import type { ErrorCode } from '@shop/shared';
import type { ZodError } from 'zod';

/**
 * An error the client caused or may see: becomes `{ message, code, fields }` with its status. The code is a
 * member of the shared ErrorCode list (docs/decisions/032): a new one is added there first.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/** No session: a missing, forged or outdated token, or an account that is gone (the app signs the shopper out). */
export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Authentication failed. Please login again.');

export function validationError(error: ZodError, message = 'Some fields are not valid.', code: ErrorCode = 'validation_error'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '_');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[k] ??= 'Unknown field.';
    } else {
      fields[key] ??= issue.message;
    }
  }
  return new AppError(400, code, message, fields);
}
